// What /metrics reads from the database at each scrape (decision 269): counts that every instance
// shares, so any instance answers for the whole deployment.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface Snapshot {
  bookings: { state: string; count: number }[];
  payments: { state: string; count: number }[];
  /** Seats sold and held per departure day, from `from` for a week. */
  seats: { day: string; sold: number; held: number }[];
  outbox: { unsent: number; failing: number; oldestUnsentSeconds: number };
  /** Age of the oldest payment still pending or owing a refund (the reconciler's work). */
  oldestUnsettledPaymentSeconds: number;
}

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** The deployment's figures at `at`; the seat days start at `today` (the operator's calendar day). */
export async function readSnapshot(db: Db, at: Date, today: string): Promise<Snapshot> {
  const iso = at.toISOString();
  const [bookings, payments, seats, outbox, unsettled] = await Promise.all([
    db.execute(sql`select state, count(*)::int as count from reservations group by state order by state`),
    db.execute(sql`select state, count(*)::int as count from payments group by state order by state`),
    db.execute(sql`select service_date::text as day, sum(sold)::int as sold, sum(held)::int as held from trips
      where service_date >= ${today}::date and service_date < ${today}::date + 7 group by service_date order by service_date`),
    db.execute(sql`select count(*)::int as unsent, count(*) filter (where attempts > 0)::int as failing,
      coalesce(extract(epoch from (${iso}::timestamptz - min(created_at))), 0)::float8 as oldest from outbox where sent_at is null`),
    db.execute(sql`select coalesce(extract(epoch from (${iso}::timestamptz - min(updated_at))), 0)::float8 as oldest
      from payments where state in ('pending', 'refund_due')`),
  ]);
  const box = rowsOf(outbox as Rows<{ unsent: number; failing: number; oldest: number }>)[0];
  return {
    bookings: rowsOf(bookings as Rows<{ state: string; count: number }>),
    payments: rowsOf(payments as Rows<{ state: string; count: number }>),
    seats: rowsOf(seats as Rows<{ day: string; sold: number; held: number }>),
    outbox: { unsent: box.unsent, failing: box.failing, oldestUnsentSeconds: Math.max(0, Number(box.oldest)) },
    oldestUnsettledPaymentSeconds: Math.max(0, Number(rowsOf(unsettled as Rows<{ oldest: number }>)[0].oldest)),
  };
}
