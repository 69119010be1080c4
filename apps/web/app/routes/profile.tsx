import { redirect } from 'react-router';
import { isAuthenticated } from '../lib/session';
import { LoadFailed } from '../components/form/alerts';
import { CreditsCards, TierProgressCard } from '../account/perks';
import { ProfileDetailsForm } from '../account/profile-form';
import { useProfile } from '../account/queries';
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
        <LoadFailed error={profile.error} retry={() => void profile.refetch()} />
      ) : (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your profile…
        </p>
      )}
    </div>
  );
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
