// The Prometheus series of one instance (decision 269): request latency by route, and the
// deployment's bookings, payments, seats, outbox and job queue read from the database at each scrape.
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolUsage } from '../db/client.js';
import type { QueueCount } from '../jobs/queue.js';
import type { Snapshot } from './queries.js';

/** Latency buckets in seconds: a search or a page in milliseconds, a payment in a second or two. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route's pattern (not its address: ids would make a series each), method and status. */
  observe(route: string | undefined, method: string, status: number, seconds: number): void;
  /** Sets the deployment's figures, read from the database just before a scrape is answered, and this instance's pool. */
  show(snapshot: Snapshot, jobs: QueueCount[], pool?: PoolUsage): void;
}

/** A registry of its own: two apps in one test process never share series. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'landline_' });
  const requests = new Histogram({
    name: 'landline_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const gauge = (name: string, help: string, labelNames: readonly string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const bookings = gauge('landline_bookings', 'Bookings by state (held, confirmed, canceled, expired, released)', ['state']);
  const payments = gauge('landline_payments', 'Payment attempts by outcome', ['state']);
  const seatsSold = gauge('landline_seats_sold', 'Seats sold per departure day, today and the six days after', ['day']);
  const seatsHeld = gauge('landline_seats_held', 'Seats held per departure day, today and the six days after', ['day']);
  const outboxUnsent = gauge('landline_outbox_unsent', 'Mails waiting to be sent');
  const outboxFailing = gauge('landline_outbox_failing', 'Mails waiting after at least one failed attempt');
  const outboxLag = gauge('landline_outbox_oldest_unsent_seconds', 'Age of the oldest mail not sent yet (0: none)');
  const pool = gauge(
    'landline_db_pool_connections',
    'This instance’s PostgreSQL pool: connections in use, idle, and queries waiting for one',
    ['state'],
  );
  const jobsByState = gauge(
    'landline_jobs',
    'Jobs of the queue by queue and state (queued: waiting and due; active; failed: kept with their error)',
    ['queue', 'state'],
  );
  const jobsOldest = gauge('landline_job_oldest_queued_seconds', 'Age of the oldest job waiting and due, by queue (0: none)', ['queue']);
  const unsettled = gauge('landline_payment_oldest_unsettled_seconds', 'Age of the oldest payment pending or owing a refund (0: none)');

  return {
    registry,
    show(s, jobs, usage) {
      if (usage) {
        pool.set({ state: 'in_use' }, usage.total - usage.idle);
        pool.set({ state: 'idle' }, usage.idle);
        pool.set({ state: 'waiting' }, usage.waiting);
      }
      bookings.reset();
      for (const b of s.bookings) bookings.set({ state: b.state }, b.count);
      payments.reset();
      for (const p of s.payments) payments.set({ state: p.state }, p.count);
      seatsSold.reset();
      seatsHeld.reset();
      for (const d of s.seats) {
        seatsSold.set({ day: d.day }, d.sold);
        seatsHeld.set({ day: d.day }, d.held);
      }
      outboxUnsent.set(s.outbox.unsent);
      outboxFailing.set(s.outbox.failing);
      outboxLag.set(s.outbox.oldestUnsentSeconds);
      unsettled.set(s.oldestUnsettledPaymentSeconds);
      for (const q of jobs) {
        jobsByState.set({ queue: q.queue, state: 'queued' }, q.queued);
        jobsByState.set({ queue: q.queue, state: 'active' }, q.active);
        jobsByState.set({ queue: q.queue, state: 'failed' }, q.failed);
        jobsOldest.set({ queue: q.queue }, q.oldestQueuedSeconds);
      }
    },
    observe(route, method, status, seconds) {
      requests.observe({ route: route ?? 'unmatched', method, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
  };
}
