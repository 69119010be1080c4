// The flight-status port (decision 286): what the connection guarantee asks about a flight, and
// the answer any provider gives in one shape. The sandbox (sandbox.ts) and AeroDataBox
// (aerodatabox.ts) implement it; providers.ts chooses one from FLIGHT_STATUS.

export const FLIGHT_STATES = ['scheduled', 'delayed', 'departed', 'landed', 'cancelled', 'diverted', 'unknown'] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];

/** One end of a flight: its airport and times (ISO instants; null when the provider does not know). */
export interface FlightEnd {
  airport: string;
  scheduled: string | null;
  /** The provider's latest estimate (revised or predicted time). */
  estimated: string | null;
  /** When it really happened (off the gate / on the ground). */
  actual: string | null;
  terminal: string | null;
  gate: string | null;
}

export interface FlightStatus {
  carrier: string;
  number: string;
  /** The flight's local departure date. */
  date: string;
  state: FlightState;
  departure: FlightEnd;
  arrival: FlightEnd;
}

export interface FlightStatusProvider {
  /** Which provider answered (the last answer records it). */
  readonly name: string;
  /**
   * The flight `carrier` `number` leaving on the local date `date`; null when the provider does
   * not know it. Throws when the provider cannot be reached (the guarantee asks again later).
   */
  status(carrier: string, number: string, date: string): Promise<FlightStatus | null>;
}

/** The instant the traveller reaches the coach stop side of the airport from, by the best time known. */
export function bestArrival(status: FlightStatus): number | null {
  const end = status.arrival;
  const best = end.actual ?? end.estimated ?? end.scheduled;
  return best ? Date.parse(best) : null;
}

/** When the flight leaves, by the best time known. */
export function bestDeparture(status: FlightStatus): number | null {
  const end = status.departure;
  const best = end.actual ?? end.estimated ?? end.scheduled;
  return best ? Date.parse(best) : null;
}

/** The flight as a traveller writes it: UA123. */
export const flightName = (carrier: string, number: string) => `${carrier}${number}`;
