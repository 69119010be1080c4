import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatClock, formatDateLabel } from '@landline/shared/dates';
import type { PickupDetails } from '@landline/shared/schemas';
import { holdMatches } from '../booking/draft';
import { flowSteps, nextPath } from '../booking/flow';
import { useDraft } from '../booking/use-draft';
import { useHoldHeartbeat } from '../booking/use-hold-heartbeat';
import { LoadFailed } from '../components/form/alerts';
import { FlowSteps } from '../components/breadcrumbs';
import { bookingHomePath } from '../i18n/lang';
import { useLang, useLangPath, useLocale, useTranslation } from '../i18n/react';
import { PageLoading } from '../components/page-loading';
import { pickupApi } from './api';
import { DIRECTION_NUMBER, doorRide, pickupDirection, rideLabel, STEP_OF, type PickupDirection } from './form';
import { PickupForm } from './pickup-form';

// The booking flow's pickup step: a door-to-door ride's addresses and flight, per direction.

const pickupKey = (reservationUuid: string) => ['pickup-details', reservationUuid];

export function PickupDetailsStep() {
  const draft = useDraft();
  const { direction: param } = useParams();
  const direction = pickupDirection(param);
  const lang = useLang();
  useHoldHeartbeat(draft.hold);
  if (!direction || !draft.hold || !holdMatches(draft)) return <Navigate to={bookingHomePath(lang)} replace />;
  return <PickupStep key={direction} direction={direction} reservationUuid={draft.hold.uuid} />;
}

function PickupStep({ direction, reservationUuid }: { direction: PickupDirection; reservationUuid: string }) {
  const draft = useDraft();
  const navigate = useNavigate();
  const { t } = useTranslation('pickup');
  const lp = useLangPath();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const records = useQuery({
    queryKey: pickupKey(reservationUuid),
    queryFn: ({ signal }) => pickupApi.pickupDetails(reservationUuid, signal),
    staleTime: 0,
  });
  const step = STEP_OF[direction];
  // booking/flow.ts speaks English paths: the page's language keeps its own.
  const next = lp(nextPath(draft, step));

  if (records.isPending) return <PageLoading />;
  const title = t(`title.${direction}`);
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
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="pickup-page__title">{title}</h1>
        {label ? <p className="pickup-page__ride">{label}</p> : null}
        {ride ? (
          <p className="pickup-page__when">
            <time dateTime={ride.date}>{formatDateLabel(ride.date, locale)}</time> · {formatClock(ride.time, locale)}
          </p>
        ) : null}
      </header>
      <PickupForm key={record.id} record={record} airportName={airportName} onSaved={saved} />
    </div>
  );
}
