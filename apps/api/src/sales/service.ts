// The sales report (issue 31 item 5, decision 280): per day (the company's calendar day, in
// Denver) and route (the service code of a booking's first outbound ride), the bookings paid,
// their seats, revenue (card and store credit), refunds given back and points. A booking counts
// on the day its checkout began; a refund on the day it was written, on its booking's route.

import { addDays, todayIn } from '@landline/shared/dates';
import type { SalesReport, SalesRow } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { bookingsOf, routesOfReservations } from '../reservations/reads.js';
import { paidBetween, refundedBetween } from './queries.js';

/** The zone whose calendar days the report counts in: the company's (the operations desk's). */
export const SALES_TIME_ZONE = 'America/Denver';
/** A booking without a ground ride (none is sold so, but a report never drops money). */
const NO_ROUTE = '(none)';

/** The instant a calendar day begins in `timeZone`. */
export function startOfDay(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  // The zone's offset at an instant: its wall clock read as UTC, less the instant.
  const offsetAt = (t: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(t))
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - t;
  };
  let at = wall - offsetAt(wall);
  at = wall - offsetAt(at);
  return new Date(at);
}

type Figures = Omit<SalesRow, 'date' | 'route' | 'currency'>;
const empty = (): Figures => ({ bookings: 0, seats: 0, revenue_cents: 0, refunds_cents: 0, points: 0, points_refunded: 0 });

export async function salesReport(db: Db, from: string, to: string): Promise<SalesReport> {
  const since = startOfDay(from, SALES_TIME_ZONE);
  const until = startOfDay(addDays(to, 1), SALES_TIME_ZONE);
  const paid = await paidBetween(db, since, until);
  const refunded = await refundedBetween(db, since, until);
  const uuids = [...new Set([...paid, ...refunded].map((r) => r.reservationUuid))];
  const rides = await routesOfReservations(db, uuids);
  const routeOf = new Map<string, string>();
  // Rides come in the order they leave: the first outbound one names the booking's route.
  for (const ride of rides) if (ride.direction === 1 && !routeOf.has(ride.reservationUuid)) routeOf.set(ride.reservationUuid, ride.route);
  const bookings = await bookingsOf(db, uuids);

  const rows = new Map<string, SalesRow>();
  const rowOf = (at: Date, reservationUuid: string, currency: string) => {
    const date = todayIn(SALES_TIME_ZONE, at);
    const route = routeOf.get(reservationUuid) ?? NO_ROUTE;
    const key = `${date}|${route}|${currency}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { date, route, currency, ...empty() }));
    return row;
  };
  for (const p of paid) {
    const row = rowOf(p.at, p.reservationUuid, p.currency);
    row.bookings += 1;
    row.seats += bookings.get(p.reservationUuid)?.seated ?? 0;
    row.revenue_cents += p.amount + p.storeCredits;
    row.points += p.points;
  }
  for (const r of refunded) {
    const row = rowOf(r.at, r.reservationUuid, r.currency);
    row.refunds_cents += r.card + r.storeCredits;
    row.points_refunded += r.points;
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.route.localeCompare(b.route) || a.currency.localeCompare(b.currency),
  );
  const totals = new Map<string, Figures & { currency: string }>();
  for (const row of sorted) {
    const total = totals.get(row.currency) ?? { currency: row.currency, ...empty() };
    for (const k of Object.keys(empty()) as (keyof Figures)[]) total[k] += row[k];
    totals.set(row.currency, total);
  }
  return { from, to, time_zone: SALES_TIME_ZONE, rows: sorted, totals: [...totals.values()] };
}

/** A cell of the CSV: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV: a header row, then a row per day, route and currency; money in dollars with 2 decimals. */
export function salesCsv(report: SalesReport): string {
  const header = ['date', 'route', 'currency', 'bookings', 'seats', 'revenue', 'refunds', 'points', 'points_refunded'];
  const lines = report.rows.map((r) =>
    [
      r.date,
      r.route,
      r.currency.toUpperCase(),
      r.bookings,
      r.seats,
      dollars(r.revenue_cents),
      dollars(r.refunds_cents),
      r.points,
      r.points_refunded,
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
