import type { Itinerary, Segment } from '@landline/shared/schemas';
import type { TFunction } from '../i18n/translate';
import {
  arrivalDayOffset,
  carriersOf,
  dayOffset,
  first,
  flightDesignator,
  isFlight,
  last,
  placeLabel,
  wheelchairNote,
  type Party,
} from '../booking/itinerary';
import { legSeats, tripSeats } from '../booking/seats';
import { useMessage, useTranslation } from '../i18n/react';
import { MemberPriceLine } from './member-price-line';
import { useTripTexts } from './texts';

/** '+1' after a time on a later day than the trip's first departure (read out in words). */
function DayMark({ days }: { days: number }) {
  const { t } = useTranslation('results');
  if (days <= 0) return null;
  return (
    <>
      <sup className="day-mark" aria-hidden="true">
        +{days}
      </sup>
      <span className="sr-only"> ({days === 1 ? t('itinerary.nextDay') : t('itinerary.daysLater', { days })})</span>
    </>
  );
}

/** Small code chips for who runs the legs ('Landline', 'UA'); the names are read out instead. */
export function CarrierChips({ it }: { it: Itinerary }) {
  const { t } = useTranslation('results');
  const carriers = carriersOf(it);
  return (
    <p className="carriers">
      <span className="sr-only">{t('itinerary.operatedBy', { names: carriers.map((c) => c.name).join(', ') })}</span>
      {carriers.map((c) => (
        <span
          key={c.code}
          className={`chip ${c.ground ? 'chip--ground' : 'chip--flight'}`}
          title={c.name}
          aria-hidden="true"
          data-carrier={c.code}
        >
          {/* The brand's chip, the same in both languages. */}
          {c.ground ? 'Landline' : c.code}
        </span>
      ))}
    </p>
  );
}

/** First departure, last arrival, total time and changes of a trip; result cards and the summary. */
export function TripTimeline({ it }: { it: Itinerary }) {
  const texts = useTripTexts();
  const { t } = texts;
  const start = first(it);
  const end = last(it);
  const changes = texts.changes(it);
  return (
    <div className="timeline">
      <div className="timeline__point">
        <span className="timeline__time">{texts.clock(start.departure_time)}</span>
        <span className="timeline__stop">
          {start.depart.AirportName} <span className="timeline__code">{start.depart.iata}</span>
        </span>
      </div>
      <div className="timeline__middle">
        <span className="timeline__duration">
          <span className="sr-only">{t('itinerary.totalTripTime')} </span>
          {texts.duration(it.total_trip_time)}
        </span>
        <span className="timeline__line" aria-hidden="true">
          {changes.map((c, i) => (
            <span key={i} className="timeline__dot" style={{ left: `${((i + 1) / (changes.length + 1)) * 100}%` }} />
          ))}
        </span>
        <span className={`timeline__stops${changes.length ? ' timeline__stops--changes' : ''}`}>
          {texts.changesCount(it)}
          {changes.length ? (
            <span className="timeline__via">
              {' '}
              <span className="sr-only">{t('itinerary.at')} </span>
              {changes.map((c) => c.at).join(', ')}
            </span>
          ) : null}
        </span>
      </div>
      <div className="timeline__point timeline__point--end">
        <span className="timeline__time">
          {texts.clock(end.arrival_time)}
          <DayMark days={arrivalDayOffset(it)} />
        </span>
        <span className="timeline__stop">
          {end.arrive.AirportName} <span className="timeline__code">{end.arrive.iata}</span>
        </span>
      </div>
    </div>
  );
}

function operatorLabel(s: Segment, t: TFunction<'results'>): string {
  return isFlight(s) ? `${s.airline_name || s.airline} ${flightDesignator(s)}` : t('itinerary.landlineShuttle');
}

function LegStop({ time, days, place, event }: { time: string; days: number; place: Segment['depart']; event: string }) {
  const texts = useTripTexts();
  return (
    <li className="leg__stop">
      <span className="leg__time">
        <span className="sr-only">{event} </span>
        {texts.clock(time)}
        <DayMark days={days} />
      </span>
      <span className="leg__place">{placeLabel(place)}</span>
    </li>
  );
}

/** Every leg of a trip, with the changes between them, behind a disclosure. */
export function TripDetails({ it, headingLevel = 4 }: { it: Itinerary; headingLevel?: 3 | 4 }) {
  const texts = useTripTexts();
  const { t } = texts;
  const changes = texts.changes(it);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <details className="trip-details">
      <summary>{t('itinerary.details')}</summary>
      <ol className="legs">
        {it.segments.map((s, i) => {
          const flight = isFlight(s);
          const seatsLeft = texts.seatsLeft(legSeats(s));
          return (
            <li key={`${s.id}-${i}`} className={`leg ${flight ? 'leg--flight' : 'leg--ground'}`}>
              <div className="leg__head">
                <Heading className="leg__operator">
                  <span className={`chip ${flight ? 'chip--flight' : 'chip--ground'}`} aria-hidden="true">
                    {flight ? s.airline : 'Landline'}
                  </span>
                  {operatorLabel(s, t)}
                </Heading>
                <p className="leg__facts">
                  {/* The vehicle's name is the fleet's own (the server's data), not translated. */}
                  {flight ? t('itinerary.flight') : s.vehicle}
                  {!flight ? <> · {t('itinerary.tripNumber', { number: s.flight_number })}</> : null} ·{' '}
                  <span className="sr-only">{t('itinerary.takes')} </span>
                  {texts.duration(s.duration)}
                </p>
              </div>
              <ul className="leg__stops">
                <LegStop time={s.departure_time} days={dayOffset(it, s.departure_date)} place={s.depart} event={t('itinerary.leaves')} />
                <LegStop time={s.arrival_time} days={dayOffset(it, s.arrival_date)} place={s.arrive} event={t('itinerary.arrives')} />
              </ul>
              {seatsLeft ? <p className="leg__seats">{seatsLeft}</p> : null}
              {i < changes.length ? <p className="leg__change">{changes[i].text}</p> : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** 'Shuttle $29.00 · Flights $297.00' under a price, when the trip has both parts. */
export function PriceSplitLine({ its, className }: { its: (Itinerary | null | undefined)[]; className?: string }) {
  const parts = useTripTexts().priceParts(its);
  if (!parts) return null;
  // Two parts that narrow columns stack (the separator is then hidden).
  return (
    <span className={`price-split${className ? ` ${className}` : ''}`}>
      <span className="price-split__part">{parts[0]}</span>
      <span className="price-split__sep" aria-hidden="true">
        {' · '}
      </span>
      <span className="price-split__part">{parts[1]}</span>
    </span>
  );
}

export interface ItineraryCardProps {
  it: Itinerary;
  party: Party;
  selected: boolean;
  /** Why this trip cannot be chosen (besides being sold out). */
  unavailableReason?: string | null;
  onSelect: () => void;
}

export function ItineraryCard({ it, party, selected, unavailableReason, onSelect }: ItineraryCardProps) {
  const texts = useTripTexts();
  const { t } = texts;
  const message = useMessage();
  // availability 0: not enough seats for this party, or none at all (then "Sold out").
  const soldOut = it.availability <= 0;
  const left = tripSeats(it);
  const seats = left > 0 ? texts.seatsLeft(left) : null;
  const wheelchair = wheelchairNote(it);
  const start = first(it);
  const end = last(it);
  const reasonId = `reason-${it.booking_token.slice(-16)}`;
  const route = t('card.route', {
    departs: texts.clock(start.departure_time),
    from: start.depart.AirportName,
    to: end.arrive.AirportName,
    arrives: texts.clock(end.arrival_time),
  });
  const price = texts.money(it.price, it.currency);
  const full = soldOut ? (left > 0 ? t('card.notEnoughSeats') : t('card.soldOut')) : null;
  const action = full ?? (unavailableReason ? t('card.unavailable') : selected ? t('card.selected') : t('card.select'));
  return (
    <li className={`trip-card${selected ? ' trip-card--selected' : ''}${soldOut || unavailableReason ? ' trip-card--muted' : ''}`}>
      <div className="trip-card__main">
        <h3 className="sr-only">
          {route}, {texts.changesCount(it).toLocaleLowerCase(texts.locale)}
        </h3>
        <TripTimeline it={it} />
        <CarrierChips it={it} />
        <TripDetails it={it} />
      </div>
      <div className="trip-card__side">
        <p className="trip-card__price">
          <span className="trip-card__amount">{price}</span>
          <PriceSplitLine its={[it]} className="trip-card__split" />
          <MemberPriceLine it={it} seated={party.adults + party.children} />
          <span className="trip-card__party">{t('card.forParty', { party: texts.party(party) })}</span>
        </p>
        {seats && !unavailableReason ? <p className="trip-card__seats trip-card__seats--low">{seats}</p> : null}
        {wheelchair && !soldOut ? <p className="trip-card__wheelchair">{message(wheelchair)}</p> : null}
        {unavailableReason && !soldOut ? (
          <p id={reasonId} className="trip-card__reason">
            {unavailableReason}
          </p>
        ) : null}
        <button
          type="button"
          className={`button ${selected ? 'button--selected' : 'button--primary'} trip-card__select`}
          disabled={soldOut || Boolean(unavailableReason)}
          aria-describedby={unavailableReason && !soldOut ? reasonId : undefined}
          aria-label={t('card.selectLabel', { action, route, price })}
          onClick={onSelect}
        >
          {action}
        </button>
      </div>
    </li>
  );
}
