import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { localParts, zonedInstant } from './timetable.js';

// The local clocks and instants of search come from zone offsets kept per UTC day; they must
// read exactly as the zone rules do, on DST days and on either side of them too.

const ZONES = [
  'America/Denver',
  'America/Chicago',
  'America/Toronto',
  'America/St_Johns',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
];
/** Days around the 2026 and 2027 changes of these zones, and a few plain ones. */
const DAYS = [
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-29',
  '2026-04-05',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2026-11-02',
  '2026-12-01',
  '2027-03-14',
  '2027-06-15',
];

const formats = new Map<string, Intl.DateTimeFormat>();
function intlParts(epochMs: number, timeZone: string) {
  let fmt = formats.get(timeZone);
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
    formats.set(timeZone, fmt);
  }
  const p: Record<string, string> = {};
  for (const part of fmt.formatToParts(epochMs)) p[part.type] = part.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, iso: new Date(epochMs).toISOString() };
}

describe('local clocks and instants of a time zone', () => {
  it('reads every quarter hour of DST days and their neighbours as the zone rules do (run times first, as search asks)', () => {
    for (const zone of ZONES) {
      for (const day of DAYS) {
        for (let minutes = 0; minutes < 1440; minutes += 15) {
          const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
          const wanted = DateTime.fromObject(
            {
              year: Number(day.slice(0, 4)),
              month: Number(day.slice(5, 7)),
              day: Number(day.slice(8)),
              hour: Math.floor(minutes / 60),
              minute: minutes % 60,
            },
            { zone },
          ).toMillis();
          expect(zonedInstant(day, hhmm, zone), `${zone} ${day} ${hhmm}`).toBe(wanted);
        }
        const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let at = start; at < start + 3 * 86_400_000; at += 15 * 60_000) {
          const { date, time, iso } = localParts(at, zone);
          expect({ date, time, iso }, `${zone} ${new Date(at).toISOString()}`).toEqual(intlParts(at, zone));
        }
      }
    }
  });
});
