import { redirect } from 'react-router';
import { readDraft } from '../booking/use-draft';
import { ResultsView } from '../results/results-view';

export function meta() {
  return [{ title: 'Choose your return trip | Landline' }];
}

export function clientLoader() {
  const draft = readDraft();
  if (!draft.search) throw redirect('/');
  if (!draft.departure) throw redirect('/reservations/depart');
  if (draft.search.oneWay) throw redirect('/reservations/summary');
  return null;
}

export default function ReturnResults() {
  return <ResultsView direction="return" />;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
