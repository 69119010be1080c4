import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OpsSetupDone, OpsSetupInfo } from '@landline/shared/schemas';
import { ROLE_LABELS } from '@landline/shared/staff';
import { FormAlert, LoadFailed } from '../components/form/alerts';
import { TextField } from '../components/form/fields';
import { useSchemaForm } from '../components/form/use-schema-form';
import { ops } from './api';
import { setupFormSchema, type SetupForm } from './schemas';
import { ME_QUERY } from './session';

// The one-time set-up link: choose a password, link an authenticator app (QR code or the secret
// typed in), prove it with a code, then keep the ten recovery codes shown once.

/** The otpauth address as an SVG QR code (the qrcode package, loaded on this page only). */
function AuthenticatorCode({ uri, secret }: { uri: string; secret: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((made) => live && setSvg(made));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="ops-totp">
      {svg ? (
        <div
          className="ops-totp__qr"
          role="img"
          aria-label="QR code to scan with your authenticator app"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div className="ops-totp__qr" aria-hidden="true" />
      )}
      <p>
        Or type this key into the app: <code className="ops-secret">{secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
    </div>
  );
}

function RecoveryCodes({ done }: { done: OpsSetupDone }) {
  const file = `Landline Operations recovery codes for ${done.staff.email}\nEach code signs in once.\n\n${done.recovery_codes.join('\n')}\n`;
  return (
    <section className="ops-card ops-card--narrow" aria-labelledby="ops-codes-title">
      <h1 id="ops-codes-title">Keep your recovery codes</h1>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s code. They are shown only now: print them or
        keep them in a password manager.
      </p>
      <ol className="ops-codes">
        {done.recovery_codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="ops-actions">
        <a
          className="ops-button ops-button--ghost"
          download="landline-recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
        >
          Download the codes
        </a>
        <Link className="ops-button ops-button--primary" to="/ops">
          I have kept them: open the console
        </Link>
      </p>
    </section>
  );
}

export function OpsSetupPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<OpsSetupDone | null>(null);
  const info = useQuery({
    queryKey: ['ops', 'setup', token],
    queryFn: () => ops<OpsSetupInfo>(`setup/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<SetupForm>({
    schema: setupFormSchema,
    defaultValues: { password: '', again: '', code: '' },
    order: ['password', 'again', 'code'],
    async submit(values) {
      const answer = await ops<OpsSetupDone>(`setup/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { password: values.password, code: values.code.replace(/\s/g, '') },
      });
      queryClient.setQueryData(ME_QUERY, answer.staff);
      setDone(answer);
    },
  });
  if (done) return <RecoveryCodes done={done} />;
  if (info.isPending) return <p role="status">Loading…</p>;
  if (info.error) {
    return (
      <section className="ops-card ops-card--narrow">
        <h1>Set up your account</h1>
        <LoadFailed error={info.error} retry={() => void info.refetch()} />
      </section>
    );
  }
  const { name, email, role, secret, otpauth_uri } = info.data;
  return (
    <section className="ops-card ops-card--narrow" aria-labelledby="ops-setup-title">
      <h1 id="ops-setup-title">Set up your account</h1>
      <p>
        {name} ({email}), {ROLE_LABELS[role]}.
      </p>
      <h2>1. Link an authenticator app</h2>
      <p>Scan the code with an authenticator app on your phone (such as Google Authenticator, 1Password or Authy).</p>
      <AuthenticatorCode uri={otpauth_uri} secret={secret} />
      <h2>2. Choose a password and confirm the code</h2>
      <form noValidate onSubmit={onSubmit} aria-label="Set up your account" className="ops-form">
        <FormAlert messages={formErrors} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField label="Password again" type="password" autoComplete="new-password" {...field('again')} />
        <TextField label="Code from the app" inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Setting up…' : 'Set up my account'}
        </button>
      </form>
    </section>
  );
}
