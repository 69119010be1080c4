import { useRef } from 'react';
import { REFERRAL_REWARD_CENTS } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { formatMoney } from '@landline/shared/money';
import { useNotify } from '../components/notifications';
import { LoadFailed } from '../components/form/alerts';
import { useProfile, useReferral } from './queries';

// The member's referral page: their link to share and the friends who signed up with it.

const REWARD = formatMoney(REFERRAL_REWARD_CENTS).replace('.00', '');

function formatSignUpDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** Copies with the Clipboard API, or by selecting the field where that is not allowed. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export function ReferralPage() {
  const profile = useProfile();
  const referral = useReferral();
  const notify = useNotify();
  const linkRef = useRef<HTMLInputElement>(null);
  const data = referral.data;
  const signUps = data?.list_sign_ups ?? [];

  const copy = async () => {
    if (!data) return;
    const ok = await copyText(data.url, linkRef.current);
    if (ok) notify(A.linkCopied, { tone: 'success' });
    else {
      linkRef.current?.select();
      notify('Press Ctrl+C (or ⌘+C) to copy the selected link.', { tone: 'info' });
    }
  };

  return (
    <div className="page referral-page">
      <p className="eyebrow">{profile.data ? `Hi, ${profile.data.first_name}` : '\u00a0'}</p>
      <h1>Refer a friend</h1>
      <p className="referral-page__lead">
        Give {REWARD}, get {REWARD}. Share your link: when a friend signs up with it and takes their first trip, you both get {REWARD} in
        store credit.
      </p>

      {data?.disabled ? (
        // The programme is off (GET referrals_url/ disabled, the referral flag): no link to share.
        <p className="notice notice--info" role="status">
          {A.referralsOff}
        </p>
      ) : null}
      {data ? (
        <>
          {data.disabled ? null : (
            <div className="referral-link">
              <label className="field__label" htmlFor="referral-url">
                Your referral link
              </label>
              <div className="referral-link__row">
                <input
                  id="referral-url"
                  ref={linkRef}
                  className="input"
                  readOnly
                  value={data.url}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <button type="button" className="button button--primary" onClick={() => void copy()}>
                  Copy
                </button>
              </div>
              <p className="field__hint">
                Referral code: <strong>{data.referral_id}</strong>
              </p>
            </div>
          )}

          <section className="referral-history" aria-labelledby="history-title">
            <h2 id="history-title">Your referrals</h2>
            {signUps.length === 0 ? (
              <p className="referral-history__empty">{A.noReferrals}</p>
            ) : (
              <table className="referral-table">
                <thead>
                  <tr>
                    <th scope="col">Friend</th>
                    <th scope="col">Signed up</th>
                    <th scope="col">Reward</th>
                  </tr>
                </thead>
                <tbody>
                  {signUps.map((s, i) => (
                    <tr key={`${s.first_name}-${s.created}-${i}`}>
                      <td>{s.first_name}</td>
                      <td>
                        <time dateTime={s.created}>{formatSignUpDate(s.created)}</time>
                      </td>
                      <td>{s.rewarded ? <span className="status status--ok">Rewarded</span> : <span className="status">Pending</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      ) : referral.isError ? (
        <LoadFailed error={referral.error} retry={() => void referral.refetch()} />
      ) : (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your referral link…
        </p>
      )}
    </div>
  );
}
