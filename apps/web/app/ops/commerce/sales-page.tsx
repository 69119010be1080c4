import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SalesReport } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ops } from '../api';
import { salesFormSchema, type SalesForm } from './schemas';
import { todayIn } from '@landline/shared/dates';

// The sales report (admins, decision 280): per day and route, a bar chart of each day's revenue
// (an SVG drawn here, its figures also in words and in the table below), and the CSV download.

/** The report's days are Denver's (decision 280). */
const REPORT_TIME_ZONE = 'America/Denver';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** Today and 13 days before, in the report's calendar (Denver days, as the API counts them). */
function lastTwoWeeks(): SalesForm {
  const now = new Date();
  return { from: todayIn(REPORT_TIME_ZONE, new Date(now.getTime() - 13 * 86_400_000)), to: todayIn(REPORT_TIME_ZONE, now) };
}

/** Each day's revenue in one currency, summed over routes, as bars; described in words for screen readers. */
function RevenueChart({ report, currency }: { report: SalesReport; currency: string }) {
  const byDay = new Map<string, number>();
  for (const row of report.rows) if (row.currency === currency) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.revenue_cents);
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  if (!days.length) return null;
  const top = Math.max(...days.map(([, v]) => v), 1);
  const width = 320;
  const height = 160;
  const gap = 4;
  const bar = Math.max(4, (width - gap * days.length) / days.length);
  const titleId = `ops-chart-${currency}`;
  const summary = days.map(([date, cents]) => `${date}: ${money(cents, currency)}`).join('; ');
  return (
    <figure className="ops-chart">
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-labelledby={titleId} width="100%" preserveAspectRatio="xMinYMin meet">
        <title id={titleId}>{`Revenue per day in ${currency.toUpperCase()}: ${summary}`}</title>
        <line x1="0" y1={height} x2={width} y2={height} stroke="currentColor" strokeWidth="1" />
        {days.map(([date, cents], i) => {
          const h = Math.round((cents / top) * (height - 10));
          return (
            <g key={date}>
              <rect x={i * (bar + gap)} y={height - h} width={bar} height={h} className="ops-chart__bar" />
              {days.length <= 14 && (
                <text x={i * (bar + gap) + bar / 2} y={height + 14} textAnchor="middle" fontSize="10">
                  {date.slice(8)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        Revenue per day in {currency.toUpperCase()}, highest {money(top, currency)}. The table below gives every figure.
      </figcaption>
    </figure>
  );
}

export function SalesPage() {
  const [range, setRange] = useState<SalesForm>(lastTwoWeeks);
  const query = `from=${range.from}&to=${range.to}`;
  const report = useQuery({ queryKey: ['ops', 'sales', range.from, range.to], queryFn: () => ops<SalesReport>(`sales/?${query}`) });
  const { field, formErrors, onSubmit, submitting } = useSchemaForm<SalesForm>({
    schema: salesFormSchema,
    defaultValues: range,
    order: ['from', 'to'],
    async submit(values) {
      setRange(values);
    },
  });
  return (
    <section aria-labelledby="ops-sales-title">
      <h1 id="ops-sales-title">Sales</h1>
      <form noValidate onSubmit={onSubmit} aria-label="Days of the report" className="ops-form ops-form--row">
        <FormAlert messages={formErrors} />
        <TextField label="First day" type="date" {...field('from')} />
        <TextField label="Last day" type="date" {...field('to')} />
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          Show
        </button>
      </form>
      <p>
        <a className="ops-button ops-button--ghost" href={`/api/ops/sales.csv?${query}`} download>
          Download CSV ({range.from} to {range.to})
        </a>
      </p>
      {report.error && <LoadFailed error={report.error} retry={() => void report.refetch()} />}
      {report.isPending && <p role="status">Loading…</p>}
      {report.data && (
        <>
          <p className="ops-muted">
            Days in {report.data.time_zone} time. A booking counts on the day it was paid, on its first ride’s route.
          </p>
          {report.data.totals.map((t) => (
            <RevenueChart key={t.currency} report={report.data} currency={t.currency} />
          ))}
          {report.data.rows.length === 0 ? (
            <p>No sales on these days.</p>
          ) : (
            <table className="ops-table ops-table--cards">
              <caption>
                Sales from {report.data.from} to {report.data.to}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Route</th>
                  <th scope="col">Bookings</th>
                  <th scope="col">Seats</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Refunds</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {report.data.rows.map((r) => (
                  <tr key={`${r.date}|${r.route}|${r.currency}`}>
                    <th scope="row">{r.date}</th>
                    <td data-label="Route">{r.route}</td>
                    <td data-label="Bookings">{r.bookings}</td>
                    <td data-label="Seats">{r.seats}</td>
                    <td data-label="Revenue">{money(r.revenue_cents, r.currency)}</td>
                    <td data-label="Refunds">{money(r.refunds_cents, r.currency)}</td>
                    <td data-label="Points">
                      {r.points}
                      {r.points_refunded ? ` (${r.points_refunded} back)` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {report.data.totals.map((t) => (
                  <tr key={t.currency}>
                    <th scope="row" colSpan={2}>
                      Total ({t.currency.toUpperCase()})
                    </th>
                    <td data-label="Bookings">{t.bookings}</td>
                    <td data-label="Seats">{t.seats}</td>
                    <td data-label="Revenue">{money(t.revenue_cents, t.currency)}</td>
                    <td data-label="Refunds">{money(t.refunds_cents, t.currency)}</td>
                    <td data-label="Points">{t.points}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
          )}
        </>
      )}
    </section>
  );
}
