import type { DateRange, Schedule } from './schedule';

// The city pages' call: a route's timetable for a date range. The public pages call it without
// a session and with a longer wait than lib/api's request, so it goes by fetch on its own.

function scheduleUrl(from: string, to: string, range: DateRange): string {
  const params = new URLSearchParams({ from, to, start: range.start, end: range.end });
  return `/api/v2/landline/schedule/?${params}`;
}

export async function fetchSchedule(from: string, to: string, range: DateRange, signal?: AbortSignal): Promise<Schedule> {
  const response = await fetch(scheduleUrl(from, to, range), {
    headers: { accept: 'application/json' },
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(20_000)]) : AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`Schedule ${from}-${to} failed with status ${response.status}`);
  return (await response.json()) as Schedule;
}
