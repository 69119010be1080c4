import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEAT_MESSAGES } from '@landline/shared/messages';
import type { SeatInfo, Trip } from '@landline/shared/schemas';
import { FormAlert } from '../components/form/alerts';
import { useNotify } from '../components/notifications';
import { Trans, useLangPath, useTranslation } from '../i18n/react';
import { ApiError, messagesOf } from '../lib/api';
import { tripsApi } from '../trips/api';
import { currencyOf } from '../trips/trip-view';
import { useIsAuthenticated } from '../lib/session';
import { lookupLastName } from '../lib/guest-access';
import { seatPurchasePath, TRIPS_PATH, tripPath } from '../trips/paths';
import { TRIPS_KEY, useTrip } from '../trips/queries';
import { TripFrame, TripPending } from '../trips/trip-page';
import { takerLabel } from './seat-label';
import { PassengerPicker, SeatLeg, useSeatWords } from './seat-leg';
import { changedSeatsRequest, keepPossibleChanges, selectionFrom, setSeat, toggleSeat, type SeatTaker, type Selection } from './selection';

// /seats/change?pnr=&way= (section 2 'Reserve Seats' for a booking; section 4 "Change seats";
// decisions 219 and 222): the booked passengers not yet checked in move to free seats; only the
// passengers whose seat changed are sent; then 'Seats successfully changed' and back to /trips
// (a guest: back to the trip). Premium seats are paid for on the payment page first.

export function SeatChangePage({ pnr, way }: { pnr: string; way: 1 | 2 }) {
  const { t } = useTranslation('seats');
  const title = t('change.title');
  const trip = useTrip(pnr);
  const lastName = lookupLastName(pnr);
  const map = useQuery({
    queryKey: ['seats', 'booked', pnr, way],
    queryFn: ({ signal }) => tripsApi.bookedSeatMap(pnr, way, lastName, signal),
    staleTime: 0,
    gcTime: 0,
  });
  if (!trip.data) return <TripPending title={title} trip={trip} />;
  if (!map.data) return <TripPending title={title} trip={map} />;
  const refresh = async () => (await map.refetch()).data;
  return <SeatChange key={`${pnr}-${way}`} trip={trip.data} info={map.data} way={way} lastName={lastName} refresh={refresh} />;
}

interface SeatChangeProps {
  trip: Trip;
  info: SeatInfo;
  way: 1 | 2;
  lastName: string | undefined;
  /** Fetches the seat map again; its answer, or undefined when that failed. */
  refresh: () => Promise<SeatInfo | undefined>;
}

function SeatChange({ trip, info, way, lastName, refresh }: SeatChangeProps) {
  const navigate = useNavigate();
  const lp = useLangPath();
  const words = useSeatWords();
  const { t } = words;
  const title = t('change.title');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  const direction = way === 1 ? trip.departure : trip.return;
  const saved = selectionFrom(info);
  const [selection, setSelection] = useState<Selection>(saved);
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string[]>([]);
  // Who may move: booked, seated (not a lap infant), not yet checked in (their pass names the seat).
  const movable = (direction?.tickets ?? []).filter((t) => t.state === 1 && !t.checked_in && t.passenger_type !== 'Infant');
  const changeable = new Set(movable.map((t) => t.passenger));
  const takers: SeatTaker[] = movable.map((ticket) => ({
    index: ticket.passenger,
    label: takerLabel(ticket.passenger, words),
    name: `${ticket.first_name} ${ticket.last_name}`.trim() || null,
  }));
  const current = takers.find((t) => t.index === active) ?? takers[0];
  const request = changedSeatsRequest(selection, saved, changeable);

  const save = useMutation({
    mutationFn: () => tripsApi.changeSeats(trip.pnr, way, request!, lastName),
    onMutate: () => setProblem([]),
    onSuccess: (answer) => {
      // Premium seats are paid for first (decision 222): the payment page has what to pay.
      if (answer.purchase && answer.is_payment_needed) {
        notify(answer.message ?? SEAT_MESSAGES.premiumNeedsPayment, { tone: 'warning' });
        void navigate(lp(seatPurchasePath(answer.purchase.uuid, trip.pnr)));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: TRIPS_KEY });
      notify(answer.message ?? SEAT_MESSAGES.changed);
      void navigate(lp(signedIn ? TRIPS_PATH : tripPath(trip.pnr)));
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.sessionExpired) return;
      setProblem(messagesOf(error));
      // Someone took a chosen seat meanwhile: show the map as it is now, so it cannot be chosen again.
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await refresh();
        if (fresh) setSelection((s) => keepPossibleChanges(s, fresh));
      }
    },
  });

  const back = <Link to={lp(tripPath(trip.pnr))}>{t('change.back')}</Link>;
  if (!direction || !info.legs.length || !current) {
    return (
      <TripFrame title={title}>
        <p>{!info.legs.length ? t('change.noSeats') : t('change.noPassenger')}</p>
        {back}
      </TripFrame>
    );
  }
  const choose = (leg: number, passenger: number, code: string | null, fromMap: boolean) => {
    const next = fromMap && code ? toggleSeat(selection, passenger, leg, code, saved) : setSeat(selection, passenger, leg, code, saved);
    setProblem([]);
    setSelection(next);
  };

  return (
    <TripFrame title={title}>
      <p className="eyebrow">
        {way === 1 ? (
          <Trans t={t} i18nKey="change.bookingDepart" values={{ pnr: trip.pnr }} components={[<strong key="pnr" />]} />
        ) : (
          <Trans t={t} i18nKey="change.bookingReturn" values={{ pnr: trip.pnr }} components={[<strong key="pnr" />]} />
        )}
      </p>
      <FormAlert messages={problem} />
      <PassengerPicker takers={takers} active={current} selection={selection} onPick={setActive} />
      {info.legs.map((leg, i) => (
        <SeatLeg
          key={i}
          id={`change-leg-${i}`}
          index={i}
          leg={leg}
          info={info}
          selection={selection}
          saved={saved}
          takers={takers}
          active={current}
          hint={t('change.hint')}
          onChoose={choose}
          currency={currencyOf(trip.cart.currency)}
        />
      ))}
      <div className="seat-step__footer">
        {back}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!request || save.isPending}
          onClick={() => save.mutate()}
        >
          {save.isPending ? t('change.saving') : t('change.save')}
        </button>
      </div>
    </TripFrame>
  );
}
