import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

// What the driver's phone keeps while it cannot reach the server (the boarding scans, decision
// 278; the shared positions, decision 285) is sent the same way: at once, when the connection
// returns (the `online` event) and every few seconds while anything waits (a server that did not
// answer).

/** A failed send worth trying again later (what was sent stays queued): no answer, an ended session, too many, a server fault. */
export const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** Runs `flush` when the hook starts, when the connection returns and every `retryMs` while `pending()`; answers whether the browser is online. */
export function useSendWhenOnline(flush: () => Promise<void>, pending: () => boolean, retryMs: number): boolean {
  const [online, setOnline] = useState(true);
  const waiting = useRef(pending);
  waiting.current = pending;
  useEffect(() => {
    setOnline(navigator.onLine);
    const cameOnline = () => {
      setOnline(true);
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', cameOnline);
    window.addEventListener('offline', wentOffline);
    const retry = setInterval(() => {
      if (waiting.current()) void flush();
    }, retryMs);
    void flush();
    return () => {
      window.removeEventListener('online', cameOnline);
      window.removeEventListener('offline', wentOffline);
      clearInterval(retry);
    };
  }, [flush, retryMs]);
  return online;
}
