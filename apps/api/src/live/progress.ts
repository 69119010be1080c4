// Pure: where a coach is along its stops and when it will reach the rest (decision 283). The line
// between two stops is straight here (the demo's stops have coordinates, not road shapes), so a
// reading is projected onto the stop-to-stop polyline; the delay is the reading's time against the
// timetable's time at that point, and each remaining stop is predicted from it.

import { bearingDegrees, distanceKm, EARTH_RADIUS_KM, type LatLon } from '@landline/shared/geo';

/** A stop of the departure, with the trip's own times (the run's, moved with any new time dispatch gave). */
export interface RouteStop {
  code: string;
  lat: number;
  lon: number;
  /** Epoch ms the coach reaches the stop, and leaves it (the same at the first and the last). */
  arrive: number;
  depart: number;
}

/** A position at a time. */
export interface Fix {
  lat: number;
  lon: number;
  /** Epoch ms of the reading. */
  at: number;
}

/** How far along a coach was at a reading. */
export interface Progress {
  /** Index of the last stop the coach has left (the last stop: reached); -1 before it leaves the first. */
  lastPassed: number;
  /** Seconds behind the timetable (negative: ahead) at the reading. */
  delaySeconds: number;
  /** Metres along the stop-to-stop line. */
  along: number;
}

/** What the live board shows of a departure at an instant. */
export interface Prediction {
  status: 'scheduled' | 'running' | 'arrived' | 'canceled';
  /** Per stop: left or passed. */
  passed: boolean[];
  /** Per stop: epoch ms the coach is predicted there; null once passed, or cancelled. */
  predicted: (number | null)[];
  /** Seconds behind the timetable at the next stop (0 when none, or not known). */
  delaySeconds: number;
  /** Index of the first stop not passed; null once arrived or cancelled. */
  next: number | null;
}

/** Within this of a stop, the coach is at the stop (a coach bay, a terminal's kerb). */
export const AT_STOP_METRES = 150;
/** The fastest a coach plausibly covers the ground left (about 110 km/h, on a straight line). */
export const TOP_SPEED_MPS = 30;
/** A reading older than this says nothing of where the coach is now: the timetable and the last delay are used. */
export const STALE_AFTER_MS = 15 * 60_000;

const EARTH_RADIUS_M = EARTH_RADIUS_KM * 1000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  return distanceKm(a, b) * 1000;
}

/** Metres along the line at each stop. */
export function cumulativeMetres(stops: readonly { lat: number; lon: number }[]): number[] {
  const out = [0];
  for (let i = 1; i < stops.length; i++) out.push(out[i - 1] + distanceMetres(stops[i - 1], stops[i]));
  return out;
}

/** The point of segment a→b nearest to p: its fraction along (0–1) and its distance from p (local plane, metres). */
function projectOnSegment(p: { lat: number; lon: number }, a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  // An equirectangular plane around the segment: metres east and north of a. Exact enough over
  // the tens of kilometres between two stops.
  const k = Math.cos(rad((a.lat + b.lat) / 2));
  const toXY = (q: { lat: number; lon: number }) => [rad(q.lon - a.lon) * k * EARTH_RADIUS_M, rad(q.lat - a.lat) * EARTH_RADIUS_M];
  const [bx, by] = toXY(b);
  const [px, py] = toXY(p);
  const len2 = bx * bx + by * by;
  const f = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / len2));
  return { f, off: Math.hypot(px - f * bx, py - f * by) };
}

/**
 * Where a reading puts the coach: the nearest point of the line from segment `fromStop` on (the
 * coach does not go back past a stop it had left), the last stop left, and its delay there.
 */
export function progressOf(stops: readonly RouteStop[], fix: Fix, fromStop = 0): Progress {
  const n = stops.length;
  const cum = cumulativeMetres(stops);
  if (n < 2) return { lastPassed: n - 1, delaySeconds: 0, along: 0 };
  let best = { i: Math.max(0, Math.min(fromStop, n - 2)), f: 0, off: Infinity };
  for (let i = best.i; i < n - 1; i++) {
    const { f, off } = projectOnSegment(fix, stops[i], stops[i + 1]);
    // Strictly nearer: on a tie (a stop shared by two segments) the earlier segment is kept.
    if (off < best.off - 1) best = { i, f, off };
  }
  const along = cum[best.i] + best.f * (cum[best.i + 1] - cum[best.i]);
  let lastPassed = -1;
  for (let j = 0; j < n - 1; j++) if (along > cum[j] + AT_STOP_METRES) lastPassed = j;
  if (along >= cum[n - 1] - AT_STOP_METRES) lastPassed = n - 1;
  // At a stop: waiting there is on time until it is time to leave.
  const atStop = cum.findIndex((c) => Math.abs(along - c) <= AT_STOP_METRES);
  let delayMs: number;
  if (atStop === n - 1) delayMs = fix.at - stops[atStop].arrive;
  else if (atStop >= 0) delayMs = Math.max(0, fix.at - stops[atStop].depart);
  else {
    const a = stops[best.i];
    const b = stops[best.i + 1];
    delayMs = fix.at - (a.depart + best.f * (b.arrive - a.depart));
  }
  return { lastPassed, delaySeconds: Math.round(delayMs / 1000), along };
}

/** The timetable's time at a stop: leaving the first, reaching the others. */
export const scheduledAt = (stops: readonly RouteStop[], j: number) => (j === 0 ? stops[0].depart : stops[j].arrive);

/**
 * The departure at `now`. Without a (fresh) reading, the timetable moved by the last known delay
 * says which stops are passed. With one, the stops up to its last passed one are passed; the next
 * stop is predicted at its time plus the delay, and the later ones at theirs plus the delay if late
 * (a coach early waits at its stops for their time), never sooner than the ground left allows.
 */
export function predict(
  stops: readonly RouteStop[],
  now: number,
  reading: (Progress & { at: number }) | null,
  canceled = false,
): Prediction {
  const n = stops.length;
  if (canceled)
    return { status: 'canceled', passed: stops.map(() => false), predicted: stops.map(() => null), delaySeconds: 0, next: null };
  const fresh = reading && now - reading.at <= STALE_AFTER_MS ? reading : null;
  const delayMs = (reading?.delaySeconds ?? 0) * 1000;
  const passed: boolean[] = [];
  const predicted: (number | null)[] = [];
  if (!fresh) {
    // By the clock: a stop is passed once its time (plus the last delay known) has gone by.
    const lateBy = Math.max(0, delayMs);
    for (let j = 0; j < n; j++) {
      const at = scheduledAt(stops, j) + lateBy;
      const gone = at <= now || (reading !== null && j <= reading.lastPassed);
      passed.push(gone);
      predicted.push(gone ? null : at);
    }
  } else {
    const cum = cumulativeMetres(stops);
    for (let j = 0; j < n; j++) {
      const gone = j <= fresh.lastPassed;
      passed.push(gone);
      if (gone) {
        predicted.push(null);
        continue;
      }
      const shift = j === fresh.lastPassed + 1 ? delayMs : Math.max(0, delayMs);
      const earliest = now + (Math.max(0, cum[j] - fresh.along) / TOP_SPEED_MPS) * 1000;
      predicted.push(Math.max(scheduledAt(stops, j) + shift, earliest));
    }
  }
  const nextIndex = passed.indexOf(false);
  const next = nextIndex < 0 ? null : nextIndex;
  const status = next === null ? 'arrived' : next === 0 && now < stops[0].depart ? 'scheduled' : 'running';
  const delaySeconds =
    next === null ? (reading ? reading.delaySeconds : 0) : Math.round((predicted[next]! - scheduledAt(stops, next)) / 1000);
  return { status, passed, predicted, delaySeconds, next };
}

/** A simulated coach's place at `now`: the timetable's, `delayMs` late (waiting at each stop until its time). */
export function simulatedFix(stops: readonly RouteStop[], now: number, delayMs: number) {
  const t = now - delayMs;
  const n = stops.length;
  const at = (j: number, i = Math.min(j, n - 2)) => ({
    lat: stops[j].lat,
    lon: stops[j].lon,
    bearing: n > 1 ? bearingDegrees(stops[i], stops[i + 1]) : null,
    speed: 0,
  });
  if (t <= stops[0].depart) return at(0);
  for (let i = 0; i < n - 1; i++) {
    const a = stops[i];
    const b = stops[i + 1];
    if (t <= a.depart) return at(i);
    if (t < b.arrive) {
      const f = (t - a.depart) / Math.max(1, b.arrive - a.depart);
      return {
        lat: a.lat + f * (b.lat - a.lat),
        lon: a.lon + f * (b.lon - a.lon),
        bearing: bearingDegrees(a, b),
        speed: distanceMetres(a, b) / Math.max(1, (b.arrive - a.depart) / 1000),
      };
    }
  }
  return at(n - 1, n - 2);
}

/** The demo's delay of a departure: drawn once from its id, so every instance draws the same. */
export function simulatedDelayMs(tripId: number): number {
  // A small integer hash (xorshift-multiply), spread over [0, 1).
  let h = (tripId ^ 0x5bd1e995) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  const u = ((h ^ (h >>> 15)) >>> 0) / 2 ** 32;
  // Three in ten on time, the rest 1 to 15 minutes late.
  return u < 0.3 ? 0 : Math.round(1 + ((u - 0.3) / 0.7) * 14) * 60_000;
}
