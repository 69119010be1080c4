// error-reporting/: the server's failures (answers of 500 and above) sent to an error-reporting
// service at ERROR_REPORTING_DSN, a Sentry-compatible DSN; off unless set (decision 253). Like the
// other adapters (decision 231) nothing about a provider is written here but its wire format.

import { randomUUID } from 'node:crypto';
import { errorEnvelope, type ReportTarget } from '@landline/shared/error-report';
import type { Clock } from '../clock/clock.js';
import { fatalLine } from '../http/logger.js';

/** At most this many reports a minute: a failing database must not become a flood. */
export const REPORTS_PER_MINUTE = 30;
/** A report that takes longer is given up: nothing waits on it. */
const SEND_TIMEOUT_MS = 3000;

export interface ReporterDeps {
  target: ReportTarget;
  release: string;
  /** The instant each report carries, and the minute its count belongs to. */
  clock: Clock;
  /** Told when a report could not be sent (the log). */
  onUnsent: (reason: string) => void;
}

export class ErrorReporter {
  private windowStart = 0;
  private sentInWindow = 0;

  constructor(private readonly deps: ReporterDeps) {}

  /** Sends one failure in the background; never throws, never holds the answer. */
  report(error: unknown, where: string): void {
    const at = this.deps.clock.now();
    const now = at.getTime();
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now;
      this.sentInWindow = 0;
    }
    if (++this.sentInWindow > REPORTS_PER_MINUTE) return;
    const type = error instanceof Error ? error.name : 'Error';
    // The log's line of the error: its type, code and message without the values it may quote.
    const body = errorEnvelope(
      { platform: 'node', type, message: fatalLine(error), where, release: this.deps.release, at },
      randomUUID().replaceAll('-', ''),
    );
    fetch(this.deps.target.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }).then(
      (res) => {
        if (!res.ok) this.deps.onUnsent(`status ${res.status}`);
      },
      (reason: unknown) => this.deps.onUnsent(reason instanceof Error ? reason.name : 'failed'),
    );
  }
}
