import { Navigate, redirect, useParams, type ClientLoaderFunctionArgs } from 'react-router';
import type { Route } from './+types/seats';
import type { Direction } from '../booking/draft';
import { holdMatches } from '../booking/draft';
import { nextPath } from '../booking/flow';
import { useHoldHeartbeat } from '../booking/use-hold-heartbeat';
import { readDraft, useDraft } from '../booking/use-draft';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath, localizePath } from '../i18n/lang';
import { useLang, useLangPath } from '../i18n/react';
import { SeatStepPage } from '../seats/seat-step';
import '../results/results.css';
import '../seats/seats.css';

const isDirection = (d: string | undefined): d is Direction => d === 'depart' || d === 'return';

export function meta({ params, location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  const title = isDirection(params.direction) ? t(`step.${params.direction}`, { ns: 'seats' }) : t('title', { ns: 'seats' });
  return [{ title: `${title} | Landline` }];
}

export function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  if (!isDirection(params.direction)) throw new Response('Not Found', { status: 404 });
  const lang = langOfPath(new URL(request.url).pathname);
  const draft = readDraft();
  // Seats are chosen on the hold of the tickets chosen now; without one the flow starts over.
  if (!holdMatches(draft)) throw redirect(bookingHomePath(lang));
  if (params.direction === 'return' && !draft.return) throw redirect(localizePath(lang, nextPath(draft, 'return_seats')));
  return null;
}

export default function Seats() {
  const draft = useDraft();
  const { direction } = useParams();
  const lang = useLang();
  const lp = useLangPath();
  useHoldHeartbeat(draft.hold);
  if (!isDirection(direction) || !draft.hold || !holdMatches(draft)) return <Navigate to={bookingHomePath(lang)} replace />;
  if (direction === 'return' && !draft.return) return <Navigate to={lp(nextPath(draft, 'return_seats'))} replace />;
  return <SeatStepPage key={direction} draft={draft} hold={draft.hold} direction={direction} />;
}
export { PageLoading as HydrateFallback } from '../components/page-loading';
