import { Navigate, redirect, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatClock, formatDateLabel } from '@landline/shared/dates';
import type { PickupDetails } from '@landline/shared/schemas';
import { holdMatches } from '../booking/draft';
import { flowSteps, nextPath } from '../booking/flow';
import { readDraft, useDraft } from '../booking/use-draft';
import { useHoldHeartbeat } from '../booking/use-hold-heartbeat';
import { LoadFailed } from '../components/form/alerts';
import { FlowSteps } from '../components/breadcrumbs';
import { PageLoading } from '../components/page-loading';
import { pickupApi } from '../pickup/api';
import { DIRECTION_NUMBER, doorRide, pickupDirection, rideLabel, STEP_OF, TITLE_OF, type PickupDirection } from '../pickup/form';
import { PickupForm } from '../pickup/pickup-form';
import type { Route } from './+types/pickup-details';
import '../account/account.css';
import '../pickup/pickup.css';

// /pickupDetails/depart and /pickupDetails/return (booking-app.md sections 2 to 5, decision 202):
// where the door-to-door van picks the traveller up and drops them off on one direction.

export function meta({ params }: Route.MetaArgs) {
  const direction = pickupDirection(params.direction);
  return [{ title: `${direction ? TITLE_OF[direction] : 'Pickup details'} | Landline` }];
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const draft = readDraft();
  // Section 8: missing session data redirects to /; so does a hold made for other tickets.
  if (!pickupDirection(params.direction) || !draft.search || !holdMatches(draft)) throw redirect('/');
  return null;
}

const pickupKey = (reservationUuid: string) => ['pickup-details', reservationUuid];

export default function PickupDetailsPage() {
  const draft = useDraft();
  const { direction: param } = useParams();
  const direction = pickupDirection(param);
  useHoldHeartbeat(draft.hold);
  if (!direction || !draft.hold || !holdMatches(draft)) return <Navigate to="/" replace />;
  return <PickupStep key={direction} direction={direction} reservationUuid={draft.hold.uuid} />;
}

function PickupStep({ direction, reservationUuid }: { direction: PickupDirection; reservationUuid: string }) {
  const draft = useDraft();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const records = useQuery({
    queryKey: pickupKey(reservationUuid),
    queryFn: ({ signal }) => pickupApi.pickupDetails(reservationUuid, signal),
    staleTime: 0,
  });
  const step = STEP_OF[direction];
  const next = nextPath(draft, step);

  if (records.isPending) return <PageLoading />;
  const title = TITLE_OF[direction];
  if (records.isError) {
    return (
      <div className="page pickup-page">
        <h1 className="pickup-page__title">{title}</h1>
        <LoadFailed error={records.error} retry={() => void records.refetch()} />
      </div>
    );
  }
  const record = records.data.find((r) => r.direction === DIRECTION_NUMBER[direction]);
  // No door-to-door ride this way: nothing to ask, the next step it is.
  if (!record) return <Navigate to={next} replace />;

  const it = direction === 'depart' ? draft.departure : draft.return;
  const ride = doorRide(it);
  const label = rideLabel(it, record);
  const airportName = [ride?.from, ride?.to].find((p) => p?.iata === record.airport?.code)?.AirportName ?? record.airport?.city ?? '';

  const saved = (updated: PickupDetails) => {
    queryClient.setQueryData<PickupDetails[]>(pickupKey(reservationUuid), (list) => list?.map((r) => (r.id === updated.id ? updated : r)));
    void navigate(next);
  };

  return (
    <div className="page pickup-page">
      <FlowSteps current={step} steps={flowSteps(draft)} />
      <header>
        <p className="eyebrow">Door-to-door ride</p>
        <h1 className="pickup-page__title">{title}</h1>
        {label ? <p className="pickup-page__ride">{label}</p> : null}
        {ride ? (
          <p className="pickup-page__when">
            <time dateTime={ride.date}>{formatDateLabel(ride.date)}</time> · {formatClock(ride.time)}
          </p>
        ) : null}
      </header>
      <PickupForm key={record.id} record={record} airportName={airportName} onSaved={saved} />
    </div>
  );
}

export { PageLoading as HydrateFallback };
