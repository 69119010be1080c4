import { useEffect, useRef, useState } from 'react';
import type { LiveBoard, LiveDeparture } from '@landline/shared/schemas';
import { changesWorthSaying, departureChanges, withDeparture } from './describe';

// The Live Tracker's updates in the browser (decision 285): the server-rendered snapshot first,
// then Server-Sent Events from the API; the browser's EventSource reconnects by itself. What the
// polite live region says is gathered and said at most once per ANNOUNCE_EVERY_MS.

export const ANNOUNCE_EVERY_MS = 30_000;

export type Connection = 'snapshot' | 'live' | 'reconnecting';

/** Says the gathered changes aloud, sparingly: at most once per ANNOUNCE_EVERY_MS, at most three sentences. */
function useAnnouncer() {
  const [said, setSaid] = useState('');
  const pending = useRef<string[]>([]);
  const lastAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const sayNow = () => {
    timer.current = null;
    const all = pending.current;
    pending.current = [];
    if (!all.length) return;
    lastAt.current = Date.now();
    setSaid(all.length > 3 ? `${all.slice(0, 3).join(' ')} And ${all.length - 3} more changes.` : all.join(' '));
  };
  const say = (sentences: string[]) => {
    if (!sentences.length) return;
    pending.current.push(...sentences);
    if (timer.current) return;
    const wait = Math.max(0, lastAt.current + ANNOUNCE_EVERY_MS - Date.now());
    timer.current = setTimeout(sayNow, wait);
  };
  return { said, say };
}

function listen(url: string, onData: (data: unknown) => void, onState: (c: Connection) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(url);
  const read = (event: MessageEvent<string>) => {
    try {
      onData(JSON.parse(event.data));
    } catch {
      // A message that is not JSON (a comment, a keep-alive) changes nothing.
    }
  };
  source.onopen = () => onState('live');
  source.onerror = () => onState(source.readyState === EventSource.CLOSED ? 'snapshot' : 'reconnecting');
  source.onmessage = read;
  for (const name of LIVE_EVENTS) source.addEventListener(name, read as EventListener);
  return () => source.close();
}

/** The named events the API sends (apps/api/src/live/): a whole board, or one departure's newer reading. */
const LIVE_EVENTS = ['board', 'departure', 'position'] as const;

const isBoard = (data: unknown): data is LiveBoard =>
  typeof data === 'object' && data !== null && Array.isArray((data as LiveBoard).departures) && 'network' in data;
const isDeparture = (data: unknown): data is LiveDeparture =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as LiveDeparture).trip_id === 'number' &&
  Array.isArray((data as LiveDeparture).stops);

/** The whole board, kept up to date. */
export function useLiveBoard(initial: LiveBoard) {
  const [board, setBoard] = useState(initial);
  const [connection, setConnection] = useState<Connection>('snapshot');
  const { said, say } = useAnnouncer();
  const current = useRef(board);
  current.current = board;
  useEffect(() => setBoard(initial), [initial]);
  useEffect(
    () =>
      listen(
        '/api/live/events',
        (data) => {
          const before = current.current;
          const next = isBoard(data) ? data : isDeparture(data) ? withDeparture(before, data) : null;
          if (!next) return;
          say(changesWorthSaying(before.departures, next.departures));
          current.current = next;
          setBoard(next);
        },
        setConnection,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream for the page's life
    [],
  );
  return { board, connection, said };
}

/** One departure, kept up to date. */
export function useLiveDeparture(initial: LiveDeparture) {
  const [departure, setDeparture] = useState(initial);
  const [connection, setConnection] = useState<Connection>('snapshot');
  const { said, say } = useAnnouncer();
  const current = useRef(departure);
  current.current = departure;
  useEffect(() => setDeparture(initial), [initial]);
  useEffect(
    () =>
      listen(
        `/api/live/${initial.trip_id}/events`,
        (data) => {
          const next = isDeparture(data) ? data : isBoard(data) ? data.departures.find((d) => d.trip_id === initial.trip_id) : undefined;
          if (!next || next.trip_id !== initial.trip_id) return;
          say(departureChanges(current.current, next));
          current.current = next;
          setDeparture(next);
        },
        setConnection,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream per departure
    [initial.trip_id],
  );
  return { departure, connection, said };
}
