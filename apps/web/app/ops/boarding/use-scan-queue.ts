import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardingScanAnswer } from '@landline/shared/schemas';
import { ApiError } from '../../lib/api';
import { signedOut } from '../api';
import { postScan } from './api';
import { dequeue, enqueue, readQueue, type QueuedScan } from './queue';
import { useSendWhenOnline, worthRetrying } from './send-when-online';

// Sends the queued scans in the order they were made (decision 278): at once when online, again
// when the connection returns (the `online` event) and every few seconds while any wait (a server
// that did not answer). A scan stays queued on a failed connection, a server error or an ended
// session; a refusal of the scan itself (404, 409, 400) is its answer and it leaves the queue.

const RETRY_MS = 10_000;

export type ScanOutcome = { answer: BoardingScanAnswer } | { refused: string[] };

export function useScanQueue(onOutcome: (scan: QueuedScan, outcome: ScanOutcome) => void) {
  const [queued, setQueued] = useState<QueuedScan[]>([]);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [sending, setSending] = useState(false);
  const flushing = useRef(false);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    setSending(true);
    try {
      for (let head = readQueue()[0]; head && navigator.onLine; head = readQueue()[0]) {
        try {
          const answer = await postScan(head.trip, head.scan_id, head.body);
          dequeue(head.scan_id);
          setSessionEnded(false);
          outcome.current(head, { answer });
        } catch (error) {
          if (worthRetrying(error)) {
            if (signedOut(error)) setSessionEnded(true);
            break;
          }
          dequeue(head.scan_id);
          outcome.current(head, { refused: error instanceof ApiError ? error.messages : [String(error)] });
        }
      }
    } finally {
      flushing.current = false;
      setSending(false);
      setQueued(readQueue());
    }
  }, []);

  useEffect(() => setQueued(readQueue()), []);
  const online = useSendWhenOnline(flush, () => readQueue().length > 0, RETRY_MS);

  /** Keeps the scan, then sends what waits. */
  const add = useCallback(
    (scan: QueuedScan) => {
      enqueue(scan);
      setQueued(readQueue());
      void flush();
    },
    [flush],
  );

  return { queued, online, sending, sessionEnded, add };
}
