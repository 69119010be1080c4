// Pure: AeroDataBox's flight contract (GET /flights/number/{number}/{dateLocal}), as its public
// documentation describes it, to and from the port's FlightStatus (decision 286). The sandbox's
// imitation writes it, the adapter reads it: one module, so the two cannot drift apart silently.

import { DateTime } from 'luxon';
import type { FlightEnd, FlightState, FlightStatus } from './provider.js';

/** A time as AeroDataBox writes it: UTC as "2026-11-24 14:30Z", local with its offset. */
export interface AdbTime {
  utc: string;
  local: string;
}

export interface AdbMovement {
  airport: { iata?: string; icao?: string; name?: string; timeZone?: string };
  scheduledTime?: AdbTime;
  revisedTime?: AdbTime;
  predictedTime?: AdbTime;
  runwayTime?: AdbTime;
  terminal?: string;
  gate?: string;
}

export interface AdbFlight {
  number: string;
  status: string;
  airline?: { name?: string; iata?: string; icao?: string };
  departure: AdbMovement;
  arrival: AdbMovement;
}

/** AeroDataBox's statuses by the port's states. */
const STATES: Record<string, FlightState> = {
  Unknown: 'unknown',
  Expected: 'scheduled',
  CheckIn: 'scheduled',
  Boarding: 'scheduled',
  GateClosed: 'scheduled',
  Delayed: 'delayed',
  Departed: 'departed',
  EnRoute: 'departed',
  Approaching: 'departed',
  Arrived: 'landed',
  Canceled: 'cancelled',
  CanceledUncertain: 'cancelled',
  Diverted: 'diverted',
};

const STATUS_OF: Record<FlightState, string> = {
  scheduled: 'Expected',
  delayed: 'Delayed',
  departed: 'EnRoute',
  landed: 'Arrived',
  cancelled: 'Canceled',
  diverted: 'Diverted',
  unknown: 'Unknown',
};

/** "2026-11-24 14:30Z" (or an ISO instant) → ISO instant; null when unreadable. */
export function instantOf(time: AdbTime | undefined): string | null {
  if (!time?.utc) return null;
  const ms = Date.parse(time.utc.trim().replace(' ', 'T'));
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function adbTime(iso: string | null, zone: string): AdbTime | undefined {
  if (!iso) return undefined;
  const at = DateTime.fromISO(iso, { zone: 'utc' });
  return { utc: at.toFormat("yyyy-MM-dd HH:mm'Z'"), local: at.setZone(zone).toFormat('yyyy-MM-dd HH:mmZZ') };
}

/** The port's answer as AeroDataBox writes it (the sandbox's imitation). */
export function toAdb(status: FlightStatus, zoneOf: (airport: string) => string): AdbFlight {
  const movement = (end: FlightEnd, arriving: boolean): AdbMovement => {
    const zone = zoneOf(end.airport);
    return {
      airport: { iata: end.airport, timeZone: zone },
      scheduledTime: adbTime(end.scheduled, zone),
      ...(end.estimated ? { [arriving ? 'predictedTime' : 'revisedTime']: adbTime(end.estimated, zone) } : {}),
      ...(end.actual ? { runwayTime: adbTime(end.actual, zone) } : {}),
      ...(end.terminal ? { terminal: end.terminal } : {}),
      ...(end.gate ? { gate: end.gate } : {}),
    };
  };
  return {
    number: `${status.carrier} ${status.number}`,
    status: STATUS_OF[status.state],
    airline: { iata: status.carrier },
    departure: movement(status.departure, false),
    arrival: movement(status.arrival, true),
  };
}

/** AeroDataBox's flight in the port's shape. */
export function fromAdb(flight: AdbFlight, carrier: string, number: string, date: string): FlightStatus {
  const end = (m: AdbMovement): FlightEnd => ({
    airport: m.airport?.iata ?? m.airport?.icao ?? '',
    scheduled: instantOf(m.scheduledTime),
    estimated: instantOf(m.revisedTime) ?? instantOf(m.predictedTime),
    actual: instantOf(m.runwayTime),
    terminal: m.terminal ?? null,
    gate: m.gate ?? null,
  });
  return {
    carrier,
    number,
    date,
    state: STATES[flight.status] ?? 'unknown',
    departure: end(flight.departure),
    arrival: end(flight.arrival),
  };
}

/** Of several flights of one number (a multi-leg number), the one leaving on the local date. */
export function legOn(flights: AdbFlight[], date: string): AdbFlight | undefined {
  return flights.find((f) => f.departure?.scheduledTime?.local?.startsWith(date)) ?? flights[0];
}
