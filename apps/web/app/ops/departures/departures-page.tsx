import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DeparturesDay } from '@landline/shared/schemas';
import { LoadFailed } from '../../components/form/alerts';
import { ops } from '../api';
import { useStaff } from '../session';
import { clock, driversText, seatsText, wheelchairText } from './format';
import './departures.css';

// A day's departures (decision 277): by route, each with its seats, wheelchair positions,
// check-in and boarding figures and drivers, and a link to its manifest. Without a date in the
// address, the API's today (the server's clock) is shown and put in the date field.

export function DeparturesPage() {
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const day = useQuery({
    queryKey: ['ops', 'departures', asked],
    queryFn: () => ops<DeparturesDay>(`departures/${asked ? `?date=${encodeURIComponent(asked)}` : ''}`),
  });
  const [draft, setDraft] = useState(asked);
  // The address's date when it changes (back, forward); the API's today only into an empty field:
  // a date typed while the first day loads is kept, not overwritten by the answer.
  useEffect(() => {
    if (asked) setDraft(asked);
  }, [asked]);
  const today = day.data?.date;
  useEffect(() => {
    if (today) setDraft((current) => current || today);
  }, [today]);
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (draft) setParams({ date: draft });
  };
  const count = day.data?.routes.reduce((n, r) => n + r.departures.length, 0) ?? 0;
  return (
    <section aria-labelledby="ops-departures-title">
      <h1 id="ops-departures-title">Departures</h1>
      {me.role === 'driver' && <p className="ops-muted">The departures assigned to you.</p>}
      <form onSubmit={show} className="ops-form ops-form--row" aria-label="Choose a day">
        <div className="field">
          <label htmlFor="departures-date" className="field__label">
            Service date
          </label>
          <input
            id="departures-date"
            className="input"
            type="date"
            required
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="ops-button ops-button--primary">
          Show departures
        </button>
      </form>
      {day.error && <LoadFailed error={day.error} retry={() => void day.refetch()} />}
      {day.isPending && <p role="status">Loading…</p>}
      {day.data && (
        <p role="status">
          {count === 1 ? '1 departure' : `${count} departures`} on <time dateTime={day.data.date}>{day.data.date}</time>.
        </p>
      )}
      {day.data?.routes.map((route, i) => (
        <section key={route.code || route.name} className="ops-route" aria-labelledby={`route-${i}`}>
          <h2 id={`route-${i}`}>{route.name}</h2>
          <table className="ops-table ops-table--cards">
            <caption className="ops-visually-hidden">Departures of {route.name}</caption>
            <thead>
              <tr>
                <th scope="col">Departure</th>
                <th scope="col">From and to</th>
                <th scope="col">Vehicle</th>
                <th scope="col">Seats</th>
                <th scope="col">Wheelchair positions</th>
                <th scope="col">Checked in</th>
                <th scope="col">Boarded</th>
                <th scope="col">Drivers</th>
              </tr>
            </thead>
            <tbody>
              {route.departures.map((d) => (
                <tr key={d.trip_id}>
                  <th scope="row" data-label="Departure">
                    <Link className="ops-departure-link" to={`/ops/departures/${d.trip_id}`}>
                      {clock(d.departure.time)} {d.route.run_number}
                      <span className="ops-visually-hidden">, manifest</span>
                    </Link>
                    {d.canceled_at && <span className="ops-status ops-status--disabled ops-block-badge">Canceled</span>}
                  </th>
                  <td data-label="From and to">
                    {d.origin.name} → {d.destination.name}
                  </td>
                  <td data-label="Vehicle">
                    {d.vehicle.name}, {d.vehicle.capacity} seats
                  </td>
                  <td data-label="Seats">{seatsText(d)}</td>
                  <td data-label="Wheelchair positions">{wheelchairText(d)}</td>
                  <td data-label="Checked in">{d.checked_in}</td>
                  <td data-label="Boarded">{d.boarded}</td>
                  <td data-label="Drivers">{driversText(d)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
