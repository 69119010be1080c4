import { redirect } from 'react-router';
import { useProfile } from '../account/queries';
import { isAuthenticated } from '../lib/session';
import { ProfileDetailsForm } from '../account/profile-form';
import { CreditsCards, TierProgressCard } from '../account/perks';
import { messagesOf } from '../lib/api';
import '../account/account.css';

export function meta() {
  return [{ title: 'My Profile | Landline' }];
}

/** Section 2: unauthenticated visitors log in first and come back here. */
export function clientLoader() {
  if (!isAuthenticated()) throw redirect('/login?next=/profile');
  return null;
}

export default function ProfilePage() {
  const profile = useProfile();
  const data = profile.data;
  return (
    <div className="page profile-page">
      <p className="eyebrow">{data ? `Hi, ${data.first_name}` : '\u00a0'}</p>
      <h1>My Profile</h1>
      {data ? (
        <>
          {!data.email_confirmed ? (
            <p className="profile-page__notice">
              Please confirm your e-mail address: open the link in the e-mail we sent to <strong>{data.email}</strong>.
            </p>
          ) : null}
          <div className="profile-page__summary">
            <TierProgressCard profile={data} />
            <CreditsCards profile={data} />
          </div>
          <ProfileDetailsForm key={data.id} profile={data} />
        </>
      ) : profile.isError ? (
        <div className="form-alert" role="alert">
          <p>{messagesOf(profile.error).join(' ')}</p>
          <button type="button" className="button button--ghost" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your profile…
        </p>
      )}
    </div>
  );
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
