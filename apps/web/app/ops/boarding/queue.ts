import type { ScanBody } from './api';

// The boarding screen's scans waiting to be sent (decision 278), kept in localStorage so a scan
// made without a connection survives a reload; each keeps the id made when it was scanned, so a
// scan sent twice (the answer lost on the way back) is answered the same and boards once.

export interface QueuedScan {
  scan_id: string;
  trip: number;
  body: ScanBody;
  /** When it was scanned (the device's clock), to show. */
  made_at: string;
}

const KEY = 'landline-ops-boarding-queue';

export function readQueue(): QueuedScan[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedScan[]): void {
  if (queue.length) localStorage.setItem(KEY, JSON.stringify(queue));
  else localStorage.removeItem(KEY);
}

/** Adds a scan at the end: scans are sent in the order they were made. */
export function enqueue(scan: QueuedScan): void {
  writeQueue([...readQueue(), scan]);
}

export function dequeue(scanId: string): void {
  writeQueue(readQueue().filter((scan) => scan.scan_id !== scanId));
}
