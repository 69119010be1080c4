// schedules/: the published timetable between two places. No SQL: it reads the in-memory
// network search uses (network/load.ts), so there is no queries.ts.

import { SCHEDULE_WINDOW_DAYS } from '@landline/shared/constants';
import { addDays, daysBetween, todayIn } from '@landline/shared/dates';
import { SCHEDULE_MESSAGES, SEARCH_MESSAGES } from '@landline/shared/messages';
import type { Schedule, scheduleQuerySchema } from '@landline/shared/schemas';
import type { z } from 'zod';
import type { Clock } from '../clock/clock.js';
import { ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import type { Network, RunInfo, ServiceInfo } from '../network/model.js';
import { operatesOn, runTimes } from '../network/timetable.js';
import { SALES_CUTOFF_MS } from '../search/service.js';

export interface ScheduleDeps {
  network: NetworkStore;
  /** The server clock: today's departures that are gone are marked against it. */
  clock: Clock;
}

/**
 * GET schedule/: a published timetable, wider than the sales window: the old schedule's last
 * week and the new one's end stay readable (docs/decisions/ "Input limits").
 */
export async function publishedSchedule(deps: ScheduleDeps, q: z.output<typeof scheduleQuerySchema>): Promise<Schedule> {
  const at = deps.clock.now();
  const now = at.getTime();
  const today = todayIn('UTC', at);
  if (q.start < addDays(today, -SCHEDULE_WINDOW_DAYS)) throw new ValidationError({ start: [SCHEDULE_MESSAGES.outOfRange] });
  if (q.end > addDays(today, SCHEDULE_WINDOW_DAYS)) throw new ValidationError({ end: [SCHEDULE_MESSAGES.outOfRange] });
  const schedule = scheduleBetween(await deps.network.get(), q.from, q.to, q.start, q.end, now);
  if (!schedule) throw new ValidationError({ from: [SEARCH_MESSAGES.unknownLocation] });
  return schedule;
}

/**
 * The schedule table between two places, read from the same timetable search books from: one
 * column per stop (boarding stops of the origin, then alighting stops of the destination, in
 * route order), one row per run operating in the date range, with its local times (taken on its
 * first operating day in the range), the days it runs, and the boarding stops where its
 * departure of today is gone at `now` (the server clock). Null when a place is unknown.
 */
export function scheduleBetween(network: Network, from: string, to: string, start: string, end: string, now: number): Schedule | null {
  const origins = network.expand(from);
  const destinations = network.expand(to);
  if (!origins.length || !destinations.length) return null;
  const originSet = new Set(origins);
  const destinationSet = new Set(destinations);
  const days = Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));

  const boarding: string[] = [];
  const alighting: string[] = [];
  const served = network.services.filter((s) => {
    const first = s.stops.findIndex((x) => originSet.has(x.code));
    return first >= 0 && s.stops.slice(first + 1).some((x) => destinationSet.has(x.code));
  });
  for (const s of served) {
    for (const x of s.stops) {
      if (originSet.has(x.code) && !boarding.includes(x.code)) boarding.push(x.code);
      if (destinationSet.has(x.code) && !alighting.includes(x.code)) alighting.push(x.code);
    }
  }
  const columns = [...boarding, ...alighting];
  const zoneOf = (code: string) => network.stops.get(code)!.timeZone;

  const periods = new Map<string, { eff: string; dis: string }>();
  const rows: (Schedule['rows'][number] & { sortKey: number })[] = [];
  for (const service of served) {
    for (const run of service.runs) {
      periods.set(`${run.eff}|${run.dis}`, { eff: run.eff, dis: run.dis });
      const on = days.filter((d) => operatesOn(run, d));
      if (!on.length) continue;
      const times = runTimes(service, run, on[0], zoneOf);
      const at = (code: string, boardingStop: boolean) => {
        const i = service.stops.findIndex((x) => x.code === code);
        if (i < 0) return '';
        const local = boardingStop ? times.departLocal[i] : times.arriveLocal[i];
        return local.time;
      };
      rows.push({
        run: `${service.airline}${run.runNumber}`,
        times: columns.map((code, i) => at(code, i < boarding.length)),
        days: on,
        departed: boarding.filter((code) => departedToday(service, run, code, { start, end }, now, zoneOf)),
        sortKey: times.depart[0] - Date.parse(`${on[0]}T00:00:00Z`),
      });
    }
  }
  const stop = (code: string) => network.stops.get(code)!;
  const place = (codes: string[], code: string) => (codes.length > 1 ? stop(codes[0]).city : stop(code).name);
  return {
    from,
    to,
    title: `${place(origins, from)} to ${place(destinations, to)}`,
    periods: [...periods.values()].sort((a, b) => (a.eff < b.eff ? -1 : 1)),
    stops: columns.map((code, i) => ({
      type: i < boarding.length ? ('Depart' as const) : ('Arrive' as const),
      code,
      name: stop(code).name,
    })),
    rows: rows.sort((a, b) => a.sortKey - b.sortKey).map(({ sortKey: _s, ...row }) => row),
  };
}

/**
 * Whether the run leaves a stop on today's date there (by `now`, inside the shown range) at a
 * time search no longer sells: gone, or closing within SALES_CUTOFF_MS. Only today can be partly
 * gone; earlier days are past as a whole and later ones are still sold.
 */
function departedToday(
  service: ServiceInfo,
  run: RunInfo,
  code: string,
  range: { start: string; end: string },
  now: number,
  zoneOf: (code: string) => string,
): boolean {
  const i = service.stops.findIndex((x) => x.code === code);
  if (i < 0 || i === service.stops.length - 1) return false;
  const today = todayIn(zoneOf(code), new Date(now));
  if (today < range.start || today > range.end) return false;
  // The run of today's service date, or of yesterday's when it reaches this stop after midnight.
  for (const serviceDate of [addDays(today, -1), today]) {
    if (!operatesOn(run, serviceDate)) continue;
    const times = runTimes(service, run, serviceDate, zoneOf);
    if (times.departLocal[i].date === today) return times.depart[i] < now + SALES_CUTOFF_MS;
  }
  return false;
}
