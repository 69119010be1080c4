import type { LiveBoard, LiveDeparture, LiveStop } from '@landline/shared/schemas';

// The Live Tracker's words (decision 285): a departure's status, its delay, its next stop and the
// predicted time there, in the stop's own time zone. The map's labels and the list read the same
// sentences from here, so the two never disagree. Pure.

/** A coach this late (seconds) at its next stop is "Delayed". */
export const DELAYED_FROM_SECONDS = 5 * 60;

export type ShownStatus = 'scheduled' | 'running' | 'delayed' | 'arrived' | 'canceled';

export const STATUS_WORDS: Record<ShownStatus, string> = {
  scheduled: 'Scheduled',
  running: 'On the road',
  delayed: 'Delayed',
  arrived: 'Arrived',
  canceled: 'Cancelled by dispatch',
};

export function shownStatus(departure: Pick<LiveDeparture, 'status' | 'delay_seconds'>): ShownStatus {
  if (departure.status === 'canceled' || departure.status === 'arrived') return departure.status;
  return departure.delay_seconds >= DELAYED_FROM_SECONDS ? 'delayed' : departure.status;
}

function minutesInWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '';
  const mins = m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '';
  return [hours, mins].filter(Boolean).join(' ');
}

/** 0 → "On time", 420 → "7 minutes late", -180 → "3 minutes early", 3900 → "1 hour 5 minutes late". */
export function delayInWords(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  if (minutes === 0) return 'On time';
  return `${minutesInWords(minutes)} ${seconds > 0 ? 'late' : 'early'}`;
}

// Formatters kept by zone and form: the board formats a time for every coach on each update, and
// making a formatter costs far more than formatting with it (docs/performance.md, issue 33).
const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string, withZone: boolean): Intl.DateTimeFormat {
  const key = `${timeZone} ${withZone}`;
  let fmt = clockFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' } : {}),
    });
    clockFormats.set(key, fmt);
  }
  return fmt;
}

/** "3:05 PM MDT": a time as the stop's clocks show it. */
export function timeAtStop(iso: string, timeZone: string): string {
  return clockFormat(timeZone, true).format(new Date(iso));
}

export function nextStopOf(departure: LiveDeparture): LiveStop | undefined {
  return departure.next_stop ? departure.stops.find((s) => s.code === departure.next_stop) : undefined;
}

/** The time to show at a stop: the prediction while there is one, else the timetable's. */
export function expectedAt(stop: LiveStop): string {
  return stop.predicted_at ?? stop.scheduled_at;
}

/** "Fort Collins–Denver, run 104". */
export function runName(departure: LiveDeparture): string {
  return `${departure.route.name}, run ${departure.route.run_number}`;
}

/** What the map writes beside a coach and the list's "next stop" cell: "Next: Harmony Transfer Center, 3:05 PM MDT". */
export function nextStopInWords(departure: LiveDeparture): string {
  const status = shownStatus(departure);
  if (status === 'canceled') return 'Cancelled';
  if (status === 'arrived') {
    const last = departure.stops[departure.stops.length - 1];
    return last ? `Arrived at ${last.name}` : 'Arrived';
  }
  const next = nextStopOf(departure);
  if (!next) return 'No next stop';
  return `Next: ${next.name}, ${timeAtStop(expectedAt(next), next.time_zone)}`;
}

/** The short label drawn beside a coach's marker: "FTC 104 → HTC 3:05 PM". */
export function coachLabel(departure: LiveDeparture): string {
  const next = nextStopOf(departure);
  const head = `${departure.route.code} ${departure.route.run_number}`;
  if (!next) return `${head} · ${STATUS_WORDS[shownStatus(departure)]}`;
  return `${head} → ${next.code} ${clockFormat(next.time_zone, false).format(new Date(expectedAt(next)))}`;
}

/** Departures in the order the list and the map's legend show them: on the road first, then by next time. */
export function boardOrder(departures: readonly LiveDeparture[]): LiveDeparture[] {
  const rank: Record<ShownStatus, number> = { delayed: 0, running: 0, scheduled: 1, arrived: 2, canceled: 3 };
  const when = (d: LiveDeparture) => {
    const next = nextStopOf(d);
    return next ? Date.parse(expectedAt(next)) : Date.parse(d.stops[0]?.scheduled_at ?? '') || 0;
  };
  return [...departures].sort((a, b) => rank[shownStatus(a)] - rank[shownStatus(b)] || when(a) - when(b) || a.trip_id - b.trip_id);
}

/** A board with one departure replaced (or added) by a newer reading of it. */
export function withDeparture(board: LiveBoard, departure: LiveDeparture): LiveBoard {
  const others = board.departures.filter((d) => d.trip_id !== departure.trip_id);
  return { ...board, departures: [...others, departure] };
}

/**
 * What changed between two readings of the board worth saying aloud (decision 285): a departure
 * that appears or leaves the board, or whose status changes (delayed, arrived, cancelled). A
 * coach moving on to its next stop is not announced: with a dozen coaches that would speak
 * every minute; the list holds it for whoever looks.
 */
export function changesWorthSaying(before: readonly LiveDeparture[], after: readonly LiveDeparture[]): string[] {
  const was = new Map(before.map((d) => [d.trip_id, d]));
  const is = new Set(after.map((d) => d.trip_id));
  const said: string[] = [];
  for (const d of after) {
    const old = was.get(d.trip_id);
    const status = shownStatus(d);
    if (!old) said.push(`${runName(d)} is on the board: ${STATUS_WORDS[status].toLowerCase()}.`);
    else if (shownStatus(old) !== status) {
      said.push(
        status === 'delayed'
          ? `${runName(d)} is delayed, ${delayInWords(d.delay_seconds)}.`
          : `${runName(d)}: ${STATUS_WORDS[status].toLowerCase()}.`,
      );
    }
  }
  for (const d of before) if (!is.has(d.trip_id)) said.push(`${runName(d)} has left the board.`);
  return said;
}

/**
 * What changed for one traveller's departure: its status, and the next stop (on a single
 * departure's page that is what the traveller waits for).
 */
export function departureChanges(before: LiveDeparture, after: LiveDeparture): string[] {
  const said: string[] = [];
  const status = shownStatus(after);
  if (shownStatus(before) !== status) {
    said.push(status === 'delayed' ? `Delayed, ${delayInWords(after.delay_seconds)}.` : `${STATUS_WORDS[status]}.`);
  }
  if (before.next_stop !== after.next_stop && status !== 'arrived' && status !== 'canceled') said.push(`${nextStopInWords(after)}.`);
  return said;
}
