import { redirect } from 'react-router';
import { readDraft } from '../booking/use-draft';
import { SummaryPage } from '../results/summary-page';
import '../account/account.css';
import '../results/results.css';

export function meta() {
  return [{ title: 'Selection summary | Landline' }];
}

export function clientLoader() {
  const draft = readDraft();
  if (!draft.search) throw redirect('/');
  if (!draft.departure) throw redirect('/reservations/depart');
  if (!draft.search.oneWay && !draft.return) throw redirect('/reservations/return');
  return null;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function Summary() {
  return <SummaryPage />;
}
