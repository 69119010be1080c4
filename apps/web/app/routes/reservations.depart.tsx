import { redirect } from 'react-router';
import { readDraft } from '../booking/use-draft';
import { ResultsView } from '../results/results-view';

export function meta() {
  return [{ title: 'Choose your departure trip | Landline' }];
}

export function clientLoader() {
  if (!readDraft().search) throw redirect('/');
  return null;
}

export default function DepartureResults() {
  return <ResultsView direction="depart" />;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
