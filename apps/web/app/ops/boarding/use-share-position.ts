import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { signedOut } from '../api';
import { postPositions } from './api';
import { PositionQueue, shouldKeep, toDriverPosition, type KeyValueStore } from './position-queue';
import { useSendWhenOnline, worthRetrying } from './send-when-online';

// The driver's "Share my position" (decision 285): nothing starts until the driver presses the
// button (the browser's own permission prompt follows); then the phone's GPS is watched, one
// reading every SEND_EVERY_MS is queued on the phone and sent in batches: at once when online,
// when the connection returns, and every RETRY_MS while any wait. Stop ends the watch; readings
// still queued are sent when they can be.

const RETRY_MS = 15_000;

export type ShareState =
  { kind: 'off' } | { kind: 'asking' } | { kind: 'sharing' } | { kind: 'refused'; reason: string } | { kind: 'unavailable' };

function storage(): KeyValueStore {
  try {
    localStorage.setItem('landline-ops-probe', '1');
    localStorage.removeItem('landline-ops-probe');
    return localStorage;
  } catch {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  }
}

export function useSharePosition(trip: number) {
  const [state, setState] = useState<ShareState>({ kind: 'off' });
  const [queued, setQueued] = useState(0);
  const [sent, setSent] = useState<{ at: number; count: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const queue = useRef<PositionQueue | null>(null);
  const watch = useRef<number | null>(null);
  const lastKept = useRef<number | null>(null);
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    const q = queue.current;
    if (!q || flushing.current) return;
    flushing.current = true;
    try {
      for (let batch = q.batch(); batch.length && navigator.onLine; batch = q.batch()) {
        try {
          await postPositions(trip, batch);
          q.remove(batch.map((p) => p.id));
          setSent({ at: Date.now(), count: batch.length });
          setSessionEnded(false);
          setProblem(null);
        } catch (error) {
          if (worthRetrying(error)) {
            if (signedOut(error)) setSessionEnded(true);
            break;
          }
          // Refused as a whole (the departure is not running, a reading out of bounds): those
          // readings would be refused again, so they go, and the driver reads why.
          q.remove(batch.map((p) => p.id));
          setProblem(error instanceof ApiError ? error.messages.join(' ') : String(error));
        }
      }
    } finally {
      flushing.current = false;
      setQueued(q.size);
    }
  }, [trip]);

  useEffect(() => {
    queue.current = new PositionQueue(storage(), trip);
    setQueued(queue.current.size);
    return () => {
      if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
      watch.current = null;
    };
  }, [trip]);
  const online = useSendWhenOnline(flush, () => (queue.current?.size ?? 0) > 0, RETRY_MS);

  const start = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    if (watch.current !== null) return;
    setState({ kind: 'asking' });
    lastKept.current = null;
    watch.current = navigator.geolocation.watchPosition(
      (position) => {
        setState((s) => (s.kind === 'sharing' ? s : { kind: 'sharing' }));
        const now = Date.now();
        if (!shouldKeep(lastKept.current, now)) return;
        lastKept.current = now;
        const { coords } = position;
        queue.current?.add(
          toDriverPosition(
            {
              latitude: coords.latitude,
              longitude: coords.longitude,
              accuracy: coords.accuracy,
              heading: coords.heading,
              speed: coords.speed,
              timestamp: position.timestamp || now,
            },
            crypto.randomUUID(),
          ),
        );
        setQueued(queue.current?.size ?? 0);
        void flush();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
          watch.current = null;
          setState({ kind: 'refused', reason: 'The browser was not allowed to share this phone’s position.' });
        }
        // Position unavailable or a timeout: the watch goes on and the next fix is sent.
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
  }, [flush]);

  const stop = useCallback(() => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
    setState({ kind: 'off' });
    void flush();
  }, [flush]);

  return { state, queued, online, sent, problem, sessionEnded, start, stop };
}
