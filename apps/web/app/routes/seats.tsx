import { Navigate, redirect, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import type { Direction } from '../booking/draft';
import { holdMatches } from '../booking/draft';
import { nextPath } from '../booking/flow';
import { useHoldHeartbeat } from '../booking/use-hold-heartbeat';
import { readDraft, useDraft } from '../booking/use-draft';
import { SeatStepPage, STEP } from '../seats/seat-step';
import '../results/results.css';
import '../seats/seats.css';

export function meta({ params }: { params: { direction?: string } }) {
  const step = STEP[params.direction as Direction] as (typeof STEP)[Direction] | undefined;
  return [{ title: `${step?.title ?? 'Seats'} | Landline` }];
}

const isDirection = (d: string | undefined): d is Direction => d === 'depart' || d === 'return';

export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  if (!isDirection(params.direction)) throw new Response('Not Found', { status: 404 });
  const draft = readDraft();
  // Seats are chosen on the hold of the tickets chosen now; without one the flow starts over.
  if (!holdMatches(draft)) throw redirect('/');
  if (params.direction === 'return' && !draft.return) throw redirect(nextPath(draft, 'return_seats'));
  return null;
}

export default function Seats() {
  const draft = useDraft();
  const { direction } = useParams();
  useHoldHeartbeat(draft.hold);
  if (!isDirection(direction) || !draft.hold || !holdMatches(draft)) return <Navigate to="/" replace />;
  if (direction === 'return' && !draft.return) return <Navigate to={nextPath(draft, 'return_seats')} replace />;
  return <SeatStepPage key={direction} draft={draft} hold={draft.hold} direction={direction} />;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
