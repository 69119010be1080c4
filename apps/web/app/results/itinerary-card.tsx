import { formatClock, formatDuration } from '@landline/shared/dates';
import { formatMoney } from '@landline/shared/money';
import type { Itinerary, Segment } from '@landline/shared/schemas';
import {
  arrivalDayOffset,
  carriersOf,
  changesLabel,
  changesOf,
  dayOffset,
  first,
  flightDesignator,
  isFlight,
  last,
  partyLabel,
  placeLabel,
  priceSplit,
  priceSplitParts,
  wheelchairNote,
  type Party,
} from '../booking/itinerary';
import { legSeats, seatsLeftLabel, tripSeats } from '../booking/seats';
import { MemberPriceLine } from './member-price-line';

/** '+1' after a time on a later day than the trip's first departure (read out in words). */
function DayMark({ days }: { days: number }) {
  if (days <= 0) return null;
  return (
    <>
      <sup className="day-mark" aria-hidden="true">
        +{days}
      </sup>
      <span className="sr-only"> ({days === 1 ? 'the next day' : `${days} days later`})</span>
    </>
  );
}

/** Small code chips for who runs the legs ('Landline', 'UA'); the names are read out instead. */
export function CarrierChips({ it }: { it: Itinerary }) {
  const carriers = carriersOf(it);
  return (
    <p className="carriers">
      <span className="sr-only">Operated by {carriers.map((c) => c.name).join(', ')}</span>
      {carriers.map((c) => (
        <span
          key={c.code}
          className={`chip ${c.ground ? 'chip--ground' : 'chip--flight'}`}
          title={c.name}
          aria-hidden="true"
          data-carrier={c.code}
        >
          {c.ground ? 'Landline' : c.code}
        </span>
      ))}
    </p>
  );
}

/** First departure, last arrival, total time and changes of a trip; result cards and the summary. */
export function TripTimeline({ it }: { it: Itinerary }) {
  const start = first(it);
  const end = last(it);
  const changes = changesOf(it);
  return (
    <div className="timeline">
      <div className="timeline__point">
        <span className="timeline__time">{formatClock(start.departure_time)}</span>
        <span className="timeline__stop">
          {start.depart.AirportName} <span className="timeline__code">{start.depart.iata}</span>
        </span>
      </div>
      <div className="timeline__middle">
        <span className="timeline__duration">
          <span className="sr-only">Total trip time </span>
          {formatDuration(it.total_trip_time)}
        </span>
        <span className="timeline__line" aria-hidden="true">
          {changes.map((c, i) => (
            <span key={i} className="timeline__dot" style={{ left: `${((i + 1) / (changes.length + 1)) * 100}%` }} />
          ))}
        </span>
        <span className={`timeline__stops${changes.length ? ' timeline__stops--changes' : ''}`}>
          {changesLabel(it)}
          {changes.length ? (
            <span className="timeline__via">
              {' '}
              <span className="sr-only">at </span>
              {changes.map((c) => c.at).join(', ')}
            </span>
          ) : null}
        </span>
      </div>
      <div className="timeline__point timeline__point--end">
        <span className="timeline__time">
          {formatClock(end.arrival_time)}
          <DayMark days={arrivalDayOffset(it)} />
        </span>
        <span className="timeline__stop">
          {end.arrive.AirportName} <span className="timeline__code">{end.arrive.iata}</span>
        </span>
      </div>
    </div>
  );
}

function operatorLabel(s: Segment): string {
  return isFlight(s) ? `${s.airline_name || s.airline} ${flightDesignator(s)}` : 'Landline shuttle';
}

function LegStop({ time, days, place, event }: { time: string; days: number; place: Segment['depart']; event: string }) {
  return (
    <li className="leg__stop">
      <span className="leg__time">
        <span className="sr-only">{event} </span>
        {formatClock(time)}
        <DayMark days={days} />
      </span>
      <span className="leg__place">{placeLabel(place)}</span>
    </li>
  );
}

/** Every leg of a trip, with the changes between them, behind a disclosure. */
export function TripDetails({ it, headingLevel = 4 }: { it: Itinerary; headingLevel?: 3 | 4 }) {
  const changes = changesOf(it);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <details className="trip-details">
      <summary>Trip details</summary>
      <ol className="legs">
        {it.segments.map((s, i) => {
          const flight = isFlight(s);
          const seatsLeft = seatsLeftLabel(legSeats(s));
          return (
            <li key={`${s.id}-${i}`} className={`leg ${flight ? 'leg--flight' : 'leg--ground'}`}>
              <div className="leg__head">
                <Heading className="leg__operator">
                  <span className={`chip ${flight ? 'chip--flight' : 'chip--ground'}`} aria-hidden="true">
                    {flight ? s.airline : 'Landline'}
                  </span>
                  {operatorLabel(s)}
                </Heading>
                <p className="leg__facts">
                  {flight ? 'Flight' : s.vehicle}
                  {!flight ? <> · Trip {s.flight_number}</> : null} · <span className="sr-only">takes </span>
                  {formatDuration(s.duration)}
                </p>
              </div>
              <ul className="leg__stops">
                <LegStop time={s.departure_time} days={dayOffset(it, s.departure_date)} place={s.depart} event="Leaves" />
                <LegStop time={s.arrival_time} days={dayOffset(it, s.arrival_date)} place={s.arrive} event="Arrives" />
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
  const parts = priceSplitParts(priceSplit(its));
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
  // availability 0: not enough seats for this party, or none at all (then "Sold out").
  const soldOut = it.availability <= 0;
  const left = tripSeats(it);
  const seats = left > 0 ? seatsLeftLabel(left) : null;
  const wheelchair = wheelchairNote(it);
  const start = first(it);
  const end = last(it);
  const reasonId = `reason-${it.booking_token.slice(-16)}`;
  const route = `${formatClock(start.departure_time)} from ${start.depart.AirportName} to ${end.arrive.AirportName}, arriving ${formatClock(end.arrival_time)}`;
  const price = formatMoney(it.price, it.currency);
  const full = soldOut ? (left > 0 ? 'Not enough seats' : 'Sold out') : null;
  const action = full ?? (unavailableReason ? 'Unavailable' : selected ? 'Selected' : 'Select');
  return (
    <li className={`trip-card${selected ? ' trip-card--selected' : ''}${soldOut || unavailableReason ? ' trip-card--muted' : ''}`}>
      <div className="trip-card__main">
        <h3 className="sr-only">
          {route}, {changesLabel(it).toLowerCase()}
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
          <span className="trip-card__party">for {partyLabel(party)}</span>
        </p>
        {seats && !unavailableReason ? <p className="trip-card__seats trip-card__seats--low">{seats}</p> : null}
        {wheelchair && !soldOut ? <p className="trip-card__wheelchair">{wheelchair}</p> : null}
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
          aria-label={`${action}: ${route}, ${price}`}
          onClick={onSelect}
        >
          {action}
        </button>
      </div>
    </li>
  );
}
