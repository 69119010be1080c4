import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingStepId } from '@landline/shared/booking-steps';
import { formatDateLabel } from '@landline/shared/dates';
import { formatMoney, type Currency } from '@landline/shared/money';
import { currencyOf } from '../trips/trip-view';
import type { Itinerary, SeatInfo } from '@landline/shared/schemas';
import type { BookingDraft, Direction, DraftHold } from '../booking/draft';
import { flowSteps, nextPath } from '../booking/flow';
import { useLangPath, useLocale, useMessage, useTranslation } from '../i18n/react';
import { clockAt } from '../components/hold-time';
import { ApiError, messagesOf } from '../lib/api';
import { bookingApi } from '../booking/api';
import { seatsApi } from './api';
import { FlowSteps } from './flow-steps';
import { PassengerPicker, SeatLeg, useSeatWords } from './seat-leg';
import {
  everyoneSeated,
  keepAvailable,
  nextUnseated,
  premiumTotal,
  seatsRequest,
  seatTakers,
  selectionFrom,
  setSeat,
  toggleSeat,
  type Selection,
} from './selection';

/** Each direction's step; its title is the catalogue's `seats:step.{direction}`. */
export const STEP: Record<Direction, { id: BookingStepId; segment: 1 | 2 }> = {
  depart: { id: 'departure_seats', segment: 1 },
  return: { id: 'return_seats', segment: 2 },
};

type Leg = SeatInfo['legs'][number];

/** A ride's day where it happens: the time zone of the held ticket's stop, when known (so is its clock time). */
function legDate(iso: string, timeZone: string | undefined, locale: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(new Date(iso));
  return formatDateLabel(day, locale);
}

function zoneOf(it: Itinerary | null, iata: string): string | undefined {
  const s = it?.segments.flatMap((x) => [x.depart, x.arrive]).find((p) => p.iata === iata);
  return s?.time_zone;
}

/** The seat map's colours, with the price of this leg's premium seats. */
function SeatLegend({ leg, currency }: { leg: Leg; currency: Currency }) {
  const { t } = useTranslation('seats');
  const locale = useLocale();
  const price = formatMoney(leg.rows.flat().find((c) => c?.premium)?.price ?? 0, currency, locale);
  return (
    <ul className="seat-legend" aria-label={t('legend.label')}>
      <li>
        <span className="seat seat--sample" aria-hidden="true" /> {t('legend.free')}
      </li>
      <li>
        <span className="seat seat--sample seat--premium" aria-hidden="true" /> {t('legend.premium', { price })}
      </li>
      <li>
        <span className="seat seat--sample seat--mine" aria-hidden="true" /> {t('legend.chosen')}
      </li>
      <li>
        <span className="seat seat--sample seat--taken" aria-hidden="true" /> {t('legend.taken')}
      </li>
    </ul>
  );
}

interface SeatStepProps {
  draft: BookingDraft;
  hold: DraftHold;
  direction: Direction;
}

/** The seat step of one direction: a seat per passenger on each ride that offers seats. */
export function SeatStep({ draft, hold, direction }: SeatStepProps) {
  const navigate = useNavigate();
  const lp = useLangPath();
  const message = useMessage();
  const locale = useLocale();
  const words = useSeatWords();
  const { t } = words;
  const step = STEP[direction];
  const itinerary = direction === 'depart' ? draft.departure : draft.return;
  const map = useQuery({
    queryKey: ['seats', hold.pnr, step.segment],
    queryFn: ({ signal }) => seatsApi.seatMap(hold.pnr, step.segment, hold.cartUuid, signal),
    staleTime: 0,
    gcTime: 0,
  });
  // Names once the passengers page saved them; the page works without them.
  const reservation = useQuery({
    queryKey: ['reservation', hold.uuid],
    queryFn: ({ signal }) => bookingApi.reservation(hold.uuid, signal),
    staleTime: 0,
  });
  const [chosen, setChosen] = useState<Selection | null>(null);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // booking/flow.ts speaks English paths: the page's language keeps its own.
  const next = lp(nextPath(draft, step.id));

  const save = useMutation({
    mutationFn: async (selection: Selection) => {
      const body = seatsRequest(selection);
      if (body) await seatsApi.chooseSeats(hold.pnr, step.segment, hold.cartUuid, body);
    },
    onSuccess: () => void navigate(next),
    onError: async (error) => {
      // Someone took a seat meanwhile: show the map as it is now, keeping the choices still possible.
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await map.refetch();
        if (fresh.data) setChosen((s) => keepAvailable(s ?? selectionFrom(fresh.data), fresh.data));
      }
    },
  });

  const info = map.data;
  if (map.isPending) {
    return (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('loading')}
      </p>
    );
  }
  if (map.isError || !info) {
    return (
      <div className="alert alert--danger" role="alert">
        <ul className="alert__messages">
          {messagesOf(map.error).map((m) => (
            <li key={m}>{message(m)}</li>
          ))}
        </ul>
        <div className="alert__actions">
          <button type="button" className="button button--ghost" onClick={() => void map.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      </div>
    );
  }
  // A direction without seat selection (door-to-door): nothing to choose here.
  if (info.legs.length === 0) return <Navigate to={next} replace />;

  const saved = selectionFrom(info);
  const selection = chosen ?? saved;
  const takers = seatTakers(selection.length, reservation.data?.passengers, words);
  const activeTaker = takers[Math.min(active, takers.length - 1)];
  const total = premiumTotal(info, selection);
  // Seats are priced in the booking's currency (Canadian dollars on our Canadian routes).
  const currency = currencyOf(itinerary?.currency ?? 'USD');
  const allSeated = everyoneSeated(selection);

  const choose = (leg: number, passenger: number, code: string | null, fromMap: boolean) => {
    const updated = fromMap && code ? toggleSeat(selection, passenger, leg, code, saved) : setSeat(selection, passenger, leg, code, saved);
    const who = takers[passenger].label;
    if (updated === selection) {
      // A change would give up a seat already saved (PUT seats can move a seat, not free it).
      setAnnouncement(t('keepSaved'));
      return;
    }
    setChosen(updated);
    const got = updated[passenger][leg];
    if (!fromMap) return;
    if (!got) {
      setAnnouncement(t('announce.noSeat', { who }));
      return;
    }
    // Move on to whoever still needs a seat on this ride, so a party is seated in a few presses.
    const then = nextUnseated(updated, leg, passenger);
    if (then !== null) setActive(then);
    setAnnouncement(
      then !== null ? t('announce.chosenThen', { seat: got, who, next: takers[then].label }) : t('announce.chosen', { seat: got, who }),
    );
  };

  return (
    <>
      {save.isError ? (
        <div className="alert alert--danger" role="alert">
          <ul className="alert__messages">
            {messagesOf(save.error).map((m) => (
              <li key={m}>{message(m)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <PassengerPicker takers={takers} active={activeTaker} selection={selection} onPick={setActive} />

      <p className="seat-step__status" role="status">
        {announcement}
      </p>

      {info.legs.map((leg: Leg, i) => {
        const fromZone = zoneOf(itinerary, leg.depart.iata);
        const toZone = zoneOf(itinerary, leg.arrive.iata);
        return (
          <SeatLeg
            key={i}
            id={`seat-leg-${i}`}
            index={i}
            leg={leg}
            info={info}
            selection={selection}
            saved={saved}
            takers={takers}
            active={activeTaker}
            hint={t('mapHint')}
            onChoose={choose}
            currency={currency}
            times={
              <p className="seat-leg__times">
                <time dateTime={leg.departure_time}>
                  {legDate(leg.departure_time, fromZone, locale)}, {clockAt(leg.departure_time, locale, fromZone)}
                </time>{' '}
                {leg.depart.AirportName} → <time dateTime={leg.arrival_time}>{clockAt(leg.arrival_time, locale, toZone)}</time>{' '}
                {leg.arrive.AirportName} · {leg.vehicle}
              </p>
            }
            legend={<SeatLegend leg={leg} currency={currency} />}
          />
        );
      })}

      <div className="seat-step__footer">
        <p className="seat-step__total">
          {t('footer.premium')} <strong data-testid="premium-total">{formatMoney(total, currency, locale)}</strong>
        </p>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={save.isPending}
          onClick={() => save.mutate(selection)}
        >
          {allSeated ? t('footer.continue') : t('footer.skip')}
        </button>
      </div>
    </>
  );
}

export function SeatStepPage({ draft, hold, direction }: SeatStepProps) {
  const { t } = useTranslation('seats');
  const step = STEP[direction];
  const search = draft.search;
  return (
    <div className="page seat-step">
      <FlowSteps steps={flowSteps(draft)} current={step.id} />
      <header className="results__head">
        {search ? (
          <p className="eyebrow">
            {direction === 'depart' ? `${search.from.city} → ${search.to.city}` : `${search.to.city} → ${search.from.city}`}
          </p>
        ) : null}
        <h1 className="results__title">{t(`step.${direction}`)}</h1>
      </header>
      <SeatStep draft={draft} hold={hold} direction={direction} />
    </div>
  );
}
