import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { BookingDesk } from '@landline/shared/schemas';
import { FormAlert } from '../../components/form/alerts';
import { TextAreaField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { messagesOf } from '../../lib/api';
import { ops } from '../api';
import { directionsOf, isCanceled, refundParts, wayName, type Refund } from './format';
import { cancelFormSchema, reasonFormSchema, type CancelForm, type ReasonForm } from './schemas';

// What an agent does for a caller (decision 281), each in three steps on the page itself: the
// form with its reason, a confirmation that says exactly what will happen, then the answer. Focus
// follows each step (the form's first field, the question, the answer), so a keyboard or a
// screen reader is never left on a button that went away.

type Step = 'closed' | 'form' | 'confirm';

/** Focuses `ref`'s element when `on` turns true (a step or an answer that just appeared). */
function useFocusWhen(on: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (on) ref.current?.focus();
  }, [on]);
  return ref;
}

function Answer({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const ref = useFocusWhen(true);
  return (
    <div className="ops-notice" role="status" tabIndex={-1} ref={ref}>
      {children}
      <p>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          Done
        </button>
      </p>
    </div>
  );
}

/** Both forms' end: the agent's reason (it goes on the booking's history), then Continue or Close. */
function ReasonAndGo({
  id,
  field,
  onClose,
}: {
  id: string;
  field: Pick<ComponentProps<typeof TextAreaField>, 'registration' | 'error'>;
  onClose: () => void;
}) {
  return (
    <>
      <TextAreaField
        label="Reason"
        hint="What the caller said; it goes on the booking's history."
        rows={2}
        registration={field.registration}
        error={field.error}
        id={id}
      />
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary">
          Continue
        </button>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          Close
        </button>
      </p>
    </>
  );
}

/** The confirmation step: the question, what was typed, the button that acts and a way back. */
function Confirm(props: {
  id: string;
  title: string;
  children: ReactNode;
  act: string;
  acting: string;
  danger?: boolean;
  onYes: () => Promise<void>;
  onBack: () => void;
}) {
  const ref = useFocusWhen(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const yes = async () => {
    setBusy(true);
    setError([]);
    try {
      await props.onYes();
    } catch (failed) {
      setError(messagesOf(failed));
      setBusy(false);
    }
  };
  return (
    <div className="ops-confirm" role="group" aria-labelledby={`${props.id}-question`} tabIndex={-1} ref={ref}>
      <p id={`${props.id}-question`} className="ops-confirm__question">
        {props.title}
      </p>
      {props.children}
      <FormAlert messages={error} />
      <p className="ops-actions">
        <button
          type="button"
          className={`ops-button ${props.danger ? 'ops-button--danger' : 'ops-button--primary'}`}
          disabled={busy}
          onClick={() => void yes()}
        >
          {busy ? props.acting : props.act}
        </button>
        <button type="button" className="ops-button ops-button--ghost" disabled={busy} onClick={props.onBack}>
          Change
        </button>
      </p>
    </div>
  );
}

export function ResendConfirmation({ desk, onDone }: { desk: BookingDesk; onDone: () => Promise<void> }) {
  const [step, setStep] = useState<Step>('closed');
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const { field, form, formErrors, onSubmit } = useSchemaForm<ReasonForm>({
    schema: reasonFormSchema,
    defaultValues: { reason: '' },
    order: ['reason'],
    async submit() {
      setStep('confirm');
    },
  });
  useEffect(() => {
    if (step === 'form') form.setFocus('reason');
  }, [step, form]);
  const to = desk.contact.payer_email;
  const close = () => {
    setStep('closed');
    form.reset();
  };
  return (
    <section className="ops-card ops-action" aria-labelledby="ops-resend-title" tabIndex={-1} ref={section}>
      <h3 id="ops-resend-title">Resend the confirmation</h3>
      {done && (
        <Answer
          onClose={() => {
            setDone(null);
            // Back where the action started; the section when its button went with the trip.
            setTimeout(() => (opener.current ?? section.current)?.focus());
          }}
        >
          <p>{done}</p>
        </Answer>
      )}
      {!to && <p>This booking has no confirmed payment: there is no confirmation to send again.</p>}
      {to && step === 'closed' && (
        <p>
          <button ref={opener} type="button" className="ops-button ops-button--ghost" onClick={() => setStep('form')}>
            Resend confirmation
          </button>
        </p>
      )}
      {to && step === 'form' && (
        <form noValidate onSubmit={onSubmit} className="ops-form" aria-labelledby="ops-resend-title">
          <p>The same mail the payment sent, to {to}.</p>
          <FormAlert messages={formErrors} />
          <ReasonAndGo
            id="resend-reason"
            field={field('reason')}
            onClose={() => {
              close();
              setTimeout(() => opener.current?.focus());
            }}
          />
        </form>
      )}
      {to && step === 'confirm' && (
        <Confirm
          id="resend"
          title={`Resend the confirmation of ${desk.trip.pnr} to ${to}?`}
          act="Yes, resend"
          acting="Resending…"
          onYes={async () => {
            const answer = await ops<{ detail: string }>(`bookings/${desk.trip.pnr}/resend/`, {
              method: 'POST',
              body: { reason: form.getValues('reason').trim() },
            });
            close();
            setDone(answer.detail);
            await onDone();
          }}
          onBack={() => setStep('form')}
        >
          <p>Reason: {form.getValues('reason').trim()}</p>
        </Confirm>
      )}
    </section>
  );
}

interface Canceled {
  message: string;
  refund: Refund;
  voucher_code: string | null;
  booking: BookingDesk;
}

export function CancelForCaller({ desk, onDone }: { desk: BookingDesk; onDone: (next: BookingDesk) => Promise<void> }) {
  const [step, setStep] = useState<Step>('closed');
  const [done, setDone] = useState<Canceled | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const { trip } = desk;
  const live = directionsOf(trip).filter((d) => !isCanceled(d));
  const { field, form, formErrors, onSubmit } = useSchemaForm<CancelForm>({
    schema: cancelFormSchema,
    defaultValues: { scope: 'all', reason: '' },
    order: ['scope', 'reason'],
    async submit() {
      setStep('confirm');
    },
  });
  useEffect(() => {
    if (step === 'form') form.setFocus('scope');
  }, [step, form]);
  const close = () => {
    setStep('closed');
    form.reset();
  };
  const scope = form.watch('scope');
  const what =
    scope === 'all'
      ? live.length === 2 || !trip.return
        ? 'the whole trip'
        : `what is left of the trip (the ${wayName(live[0]?.way ?? 1).toLowerCase()})`
      : `the ${wayName(Number(scope)).toLowerCase()} only`;
  const cancelable = trip.is_editable && !isCanceled(trip) && live.length > 0;
  const currency = trip.cart.currency;
  return (
    <section className="ops-card ops-action" aria-labelledby="ops-cancel-title" tabIndex={-1} ref={section}>
      <h3 id="ops-cancel-title">Cancel for the caller</h3>
      {done && (
        <Answer
          onClose={() => {
            setDone(null);
            // Back where the action started; the section when its button went with the trip.
            setTimeout(() => (opener.current ?? section.current)?.focus());
          }}
        >
          <p>
            <strong>{done.message}</strong>
          </p>
          <p>
            {refundParts(done.refund, currency).length
              ? `Refund: ${refundParts(done.refund, currency).join(', ')}.`
              : 'Nothing to refund under the fare’s rules.'}
          </p>
          {done.voucher_code && (
            <p>
              The guest’s credit is the voucher code <code>{done.voucher_code}</code> (also mailed to them).
            </p>
          )}
        </Answer>
      )}
      {!cancelable && !done && (
        <p>
          {isCanceled(trip)
            ? 'This booking is canceled.'
            : 'This trip can no longer be canceled: it has left, or leaves too soon to cancel.'}
        </p>
      )}
      {cancelable && step === 'closed' && (
        <p>
          <button ref={opener} type="button" className="ops-button ops-button--ghost" onClick={() => setStep('form')}>
            Cancel for the caller
          </button>
        </p>
      )}
      {cancelable && step === 'form' && (
        <form noValidate onSubmit={onSubmit} className="ops-form" aria-labelledby="ops-cancel-title">
          <p>The traveller’s own rules and refund apply, as if they canceled it themselves; they are mailed.</p>
          <FormAlert messages={formErrors} />
          <fieldset className="ops-fieldset">
            <legend>What to cancel</legend>
            <label className="ops-check">
              <input type="radio" value="all" {...form.register('scope')} />
              {live.length === 2 || !trip.return ? 'The whole trip' : `What is left (the ${wayName(live[0].way).toLowerCase()})`}
            </label>
            {trip.return &&
              live.length === 2 &&
              live.map((d) => (
                <label key={d.way} className="ops-check">
                  <input type="radio" value={String(d.way)} {...form.register('scope')} />
                  The {wayName(d.way).toLowerCase()} only
                </label>
              ))}
          </fieldset>
          <ReasonAndGo
            id="cancel-reason"
            field={field('reason')}
            onClose={() => {
              close();
              setTimeout(() => opener.current?.focus());
            }}
          />
        </form>
      )}
      {cancelable && step === 'confirm' && (
        <Confirm
          id="cancel"
          title={`Cancel ${what} of ${trip.pnr} for the caller?`}
          act="Yes, cancel"
          acting="Canceling…"
          danger
          onYes={async () => {
            const body = { reason: form.getValues('reason').trim(), ...(scope === 'all' ? {} : { segment: Number(scope) }) };
            const answer = await ops<Canceled>(`bookings/${trip.pnr}/cancel/`, { method: 'POST', body });
            close();
            setDone(answer);
            await onDone(answer.booking);
          }}
          onBack={() => setStep('form')}
        >
          <p>Reason: {form.getValues('reason').trim()}</p>
          <p>This cannot be undone.</p>
        </Confirm>
      )}
    </section>
  );
}
