import { redirect } from 'react-router';
import { holdMatches } from '../booking/draft';
import { readDraft } from '../booking/use-draft';
import { PassengersStep } from '../passengers/passengers-page';
import '../account/account.css';
import '../passengers/passengers.css';

export function meta() {
  return [{ title: 'Passenger details | Landline' }];
}

/** Missing session data (no search, or no hold of the chosen tickets) goes home (section 8). */
export function clientLoader() {
  const draft = readDraft();
  if (!draft.search || !holdMatches(draft)) throw redirect('/');
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Passengers() {
  return <PassengersStep />;
}
