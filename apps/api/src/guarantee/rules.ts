// Pure: the connection guarantee's rules (decision 287): how long a traveller needs from the
// gate to the coach, how long before a flight they must be at the airport, which bookings are
// watched, and which ride a flight guards.

const MINUTE = 60_000;

/** Minimum connection time from an inbound flight's arrival to the coach leaving, by airport (minutes). */
export const MIN_CONNECTION_MIN: Readonly<Record<string, number>> = {
  // Our two hubs: one terminal, coaches at the door (Denver's Jeppesen level 5, MSP terminal 1's ground transport centre).
  DEN: 45,
  MSP: 45,
};
/** Anywhere else (an international arrival may need customs: the agent decides on a claim). */
export const DEFAULT_MIN_CONNECTION_MIN = 60;

/** An outbound flight's check-in deadline before departure (minutes): domestic, international. */
export const CHECK_IN_DOMESTIC_MIN = 60;
export const CHECK_IN_INTERNATIONAL_MIN = 90;

/** A booking is watched from this long before its coach leaves... */
export const WATCH_AHEAD_MS = 24 * 60 * MINUTE;
/** ...until this long after (a traveller whose coach left before the flight landed is still moved). */
export const WATCH_AFTER_MS = 6 * 60 * MINUTE;
/** A flight is asked at most this often (the provider's answer is kept meanwhile). */
export const ASK_EVERY_MS = 5 * MINUTE;
/** How often the sweep runs. */
export const SWEEP_EVERY_MS = 5 * MINUTE;
/** How many days after the missed one a later coach is looked for. */
export const MOVE_DAYS = 1;

export function minConnectionMs(airport: string): number {
  return (MIN_CONNECTION_MIN[airport] ?? DEFAULT_MIN_CONNECTION_MIN) * MINUTE;
}

/** The check-in deadline of a flight between two countries (the same country: domestic). */
export function checkInDeadlineMs(originCountry: string | undefined, destinationCountry: string | undefined): number {
  const domestic = originCountry !== undefined && originCountry === destinationCountry;
  return (domestic ? CHECK_IN_DOMESTIC_MIN : CHECK_IN_INTERNATIONAL_MIN) * MINUTE;
}

/** A guarantee's flight: airline code and number as the provider knows them ("UA 123", "ua123" → UA, 123). */
export function flightOf(airline: string, flightNumber: string): { carrier: string; number: string } {
  const carrier = airline.trim().toUpperCase();
  let number = flightNumber.replace(/\s+/g, '').toUpperCase();
  if (number.startsWith(carrier) && number.length > carrier.length) number = number.slice(carrier.length);
  return { carrier, number };
}

export interface GuardedSegment {
  kind: string;
  trip_id: number | null;
  depart: { iata: string };
  arrive: { iata: string };
  departs_at: string;
  arrives_at: string;
}

export type Way = 'from_airport' | 'to_airport';

/**
 * The coach ride a flight guards, by airports (the guarantee has no direction): a flight landing
 * where a ground ride starts guards that ride (from the airport); a flight leaving from where a
 * ground ride ends guards that one (to the airport). The first match, departure before return.
 */
export function guardedRide<S extends GuardedSegment>(
  directions: { way: number; segments: S[] }[],
  flight: { origin: string; destination: string },
): { direction: number; way: Way; segment: S; index: number; segments: S[] } | null {
  for (const d of directions) {
    const index = d.segments.findIndex((s) => s.kind === 'ground' && s.trip_id !== null && s.depart.iata === flight.destination);
    if (index >= 0) return { direction: d.way, way: 'from_airport', segment: d.segments[index], index, segments: d.segments };
  }
  for (const d of directions) {
    const index = d.segments.findLastIndex((s) => s.kind === 'ground' && s.trip_id !== null && s.arrive.iata === flight.origin);
    if (index >= 0) return { direction: d.way, way: 'to_airport', segment: d.segments[index], index, segments: d.segments };
  }
  return null;
}
