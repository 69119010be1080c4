import { formatClock, formatDuration, formatMoney, SEATS_LEFT_DISPLAY, type Itinerary } from '@landline/shared';
import { arrivalDayOffset, first, last, partyLabel, type Party } from '../booking/itinerary';

function stopsText(it: Itinerary): string {
  if (it.stopovers === 0 || it.segments.length < 2) return 'Direct';
  const n = it.segments.length - 1;
  return `${n} ${n === 1 ? 'stop' : 'stops'}`;
}

function layoverText(it: Itinerary): string | null {
  if (it.segments.length < 2) return null;
  return it.segments
    .slice(0, -1)
    .map((s, i) => `${formatDuration(it.layover_times[i] ?? 0)} in ${s.arrive.city}`)
    .join(', ');
}

function seatsText(it: Itinerary): string | null {
  if (it.availability <= 0) return null;
  if (it.availability <= SEATS_LEFT_DISPLAY) return `Only ${it.availability} ${it.availability === 1 ? 'seat' : 'seats'} left`;
  return 'Seats available';
}

/** Departure, arrival, duration and stops of a trip; shared by result cards and the summary. */
export function TripTimeline({ it }: { it: Itinerary }) {
  const start = first(it);
  const end = last(it);
  const dayOffset = arrivalDayOffset(it);
  const layovers = layoverText(it);
  return (
    <div className="timeline">
      <div className="timeline__point">
        <span className="timeline__time">{formatClock(start.departure_time)}</span>
        <span className="timeline__stop">{start.depart.AirportName}</span>
      </div>
      <div className="timeline__middle">
        <span className="timeline__duration">{formatDuration(it.total_trip_time)}</span>
        <span className="timeline__line" aria-hidden="true" />
        <span className="timeline__stops">
          {stopsText(it)}
          {layovers ? <span className="timeline__layover"> · {layovers} layover</span> : null}
        </span>
      </div>
      <div className="timeline__point timeline__point--end">
        <span className="timeline__time">
          {formatClock(end.arrival_time)}
          {dayOffset > 0 ? (
            <>
              <sup className="timeline__plus" aria-hidden="true">
                +{dayOffset}
              </sup>
              <span className="sr-only">
                {' '}
                (arrives {dayOffset === 1 ? 'the next day' : `${dayOffset} days later`})
              </span>
            </>
          ) : null}
        </span>
        <span className="timeline__stop">{end.arrive.AirportName}</span>
      </div>
    </div>
  );
}

export function TripDetails({ it }: { it: Itinerary }) {
  return (
    <details className="trip-details">
      <summary>Trip details</summary>
      <ol className="trip-details__legs">
        {it.segments.map((s, i) => (
          <li key={s.id} className="trip-details__leg">
            <p className="trip-details__route">
              {formatClock(s.departure_time)} {s.depart.AirportName} → {formatClock(s.arrival_time)} {s.arrive.AirportName}
            </p>
            <dl className="trip-details__facts">
              <div>
                <dt>Trip number</dt>
                <dd>{s.flight_number}</dd>
              </div>
              <div>
                <dt>Vehicle</dt>
                <dd>{s.vehicle}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{formatDuration(s.duration)}</dd>
              </div>
            </dl>
            {i < it.segments.length - 1 ? (
              <p className="trip-details__layover">
                Layover of {formatDuration(it.layover_times[i] ?? 0)} at {s.arrive.AirportName}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
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
  const soldOut = it.availability <= 0;
  const seats = seatsText(it);
  const start = first(it);
  const reasonId = `reason-${it.booking_token.slice(-16)}`;
  const label = `${formatClock(start.departure_time)} from ${start.depart.AirportName}`;
  const action = soldOut ? 'Sold out' : unavailableReason ? 'Unavailable' : selected ? 'Selected' : 'Select';
  return (
    <li className={`trip-card${selected ? ' trip-card--selected' : ''}${soldOut || unavailableReason ? ' trip-card--muted' : ''}`}>
      <div className="trip-card__main">
        <TripTimeline it={it} />
        <TripDetails it={it} />
      </div>
      <div className="trip-card__side">
        <p className="trip-card__price">
          <span className="trip-card__amount">{formatMoney(it.price, it.currency)}</span>
          <span className="trip-card__party">for {partyLabel(party)}</span>
        </p>
        {seats && !unavailableReason ? (
          <p className={`trip-card__seats${it.availability <= SEATS_LEFT_DISPLAY ? ' trip-card__seats--low' : ''}`}>{seats}</p>
        ) : null}
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
          aria-label={`${action}: ${label}`}
          onClick={onSelect}
        >
          {action}
        </button>
      </div>
    </li>
  );
}
