// AeroDataBox (decision 286), the real flight-status provider behind FLIGHT_STATUS=aerodatabox:
// GET {base}/flights/number/{carrier}{number}/{date} with the RapidAPI key. It is tested against
// the sandbox's imitation of the same API over HTTP (sandbox-aerodatabox-api.ts); no network here.

import { fromAdb, legOn, type AdbFlight } from './aerodatabox-format.js';
import type { FlightStatus, FlightStatusProvider } from './provider.js';

export const AERODATABOX_API_BASE = 'https://aerodatabox.p.rapidapi.com';
/** A provider slower than this is taken as away: the next check asks again. */
const TIMEOUT_MS = 10_000;

export class AeroDataBoxFlightStatus implements FlightStatusProvider {
  readonly name = 'aerodatabox';
  private readonly base: string;

  constructor(private readonly options: { apiKey: string; apiBase?: string }) {
    this.base = (options.apiBase ?? AERODATABOX_API_BASE).replace(/\/$/, '');
  }

  async status(carrier: string, number: string, date: string): Promise<FlightStatus | null> {
    const url = `${this.base}/flights/number/${encodeURIComponent(`${carrier}${number}`)}/${encodeURIComponent(date)}?dateLocalRole=Departure&withAircraftImage=false&withLocation=false`;
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'x-rapidapi-key': this.options.apiKey, 'x-rapidapi-host': new URL(this.base).host },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // No such flight: 204 (no content) or 404.
    if (res.status === 204 || res.status === 404) return null;
    if (!res.ok) throw new Error(`AeroDataBox answered ${res.status}`);
    const body = (await res.json()) as AdbFlight[] | AdbFlight;
    const flights = Array.isArray(body) ? body : [body];
    const leg = legOn(flights, date);
    return leg ? fromAdb(leg, carrier, number, date) : null;
  }
}
