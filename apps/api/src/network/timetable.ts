import { DateTime } from 'luxon';
import { addDays, isoWeekday } from '@landline/shared';
import type { RunInfo, ServiceInfo } from './model.js';

/** Whether a run operates on a service date (its validity period and weekday pattern). */
export function operatesOn(run: RunInfo, serviceDate: string): boolean {
  return run.eff <= serviceDate && serviceDate <= run.dis && run.freq[isoWeekday(serviceDate) - 1] !== '.';
}

/** The instant (epoch ms) of a local HHMM on a date in a time zone. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  // A local time skipped by a DST change moves forward by the gap, as a clock would.
  return DateTime.fromObject(
    { year, month, day, hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(2)) },
    { zone: timeZone },
  ).toMillis();
}

export interface RunTimes {
  /** Epoch ms at which the vehicle leaves each stop of the pattern. */
  depart: number[];
  /** Epoch ms at which it reaches each stop. */
  arrive: number[];
}

const MINUTE = 60_000;

/**
 * Times of one run on one service date. `dept` is local to the first stop and `arr` to the last
 * (the next local day when it is earlier); intermediate stops follow the pattern's offsets,
 * scaled to the run's own duration and rounded to the minute.
 */
export function runTimes(
  service: ServiceInfo,
  run: RunInfo,
  serviceDate: string,
  zoneOf: (code: string) => string,
): RunTimes {
  const first = service.stops[0];
  const last = service.stops[service.stops.length - 1];
  const start = zonedInstant(serviceDate, run.dept, zoneOf(first.code));
  let end = zonedInstant(serviceDate, run.arr, zoneOf(last.code));
  for (let d = 1; end <= start && d <= 2; d++) end = zonedInstant(addDays(serviceDate, d), run.arr, zoneOf(last.code));
  const nominal = last.arriveOffsetMin || 1;
  const scale = (end - start) / MINUTE / nominal;
  const at = (offset: number) => start + Math.round(offset * scale) * MINUTE;
  return {
    depart: service.stops.map((s) => at(s.departOffsetMin)),
    arrive: service.stops.map((s, i) => (i === service.stops.length - 1 ? end : at(s.arriveOffsetMin))),
  };
}

const localFormatters = new Map<string, Intl.DateTimeFormat>();

/** Local calendar date and 24-hour clock of an instant in a time zone. */
export function localParts(epochMs: number, timeZone: string): { date: string; time: string } {
  let fmt = localFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localFormatters.set(timeZone, fmt);
  }
  const p: Record<string, string> = {};
  for (const part of fmt.formatToParts(epochMs)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
