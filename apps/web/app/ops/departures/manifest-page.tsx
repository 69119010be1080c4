import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { DepartureSummary, DriverList, Manifest } from '@landline/shared/schemas';
import { staffMay } from '@landline/shared/staff';
import { LoadFailed } from '../../components/form/alerts';
import { ApiError } from '../../lib/api';
import { ops } from '../api';
import { useStaff } from '../session';
import { clock, driversText, seatsText, TICKET_STATE_LABELS, wheelchairText } from './format';
import './departures.css';

// A departure's manifest (decision 277): the departure's figures, its passengers with their
// ticket states, needs and connecting flights, the door-to-door calls in the van's order, the
// printable PDF, and for dispatchers and admins the drivers' assignment.

function Drivers({ departure }: { departure: DepartureSummary }) {
  const client = useQueryClient();
  const drivers = useQuery({ queryKey: ['ops', 'drivers'], queryFn: () => ops<DriverList>('drivers/') });
  const [chosen, setChosen] = useState<string[]>(() => departure.drivers.map((d) => d.id));
  useEffect(() => setChosen(departure.drivers.map((d) => d.id)), [departure.drivers]);
  const save = useMutation({
    mutationFn: (ids: string[]) =>
      ops<DepartureSummary>(`departures/${departure.trip_id}/drivers/`, { method: 'PUT', body: { staff_ids: ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops', 'manifest', String(departure.trip_id)] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  const toggle = (id: string, on: boolean) => setChosen(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <section className="ops-card ops-drivers" aria-labelledby="ops-drivers-title">
      <h2 id="ops-drivers-title">Drivers</h2>
      {drivers.error && <LoadFailed error={drivers.error} retry={() => void drivers.refetch()} />}
      {drivers.data && (
        <form onSubmit={submit} className="ops-form">
          <fieldset>
            <legend>Drivers of this departure</legend>
            {!drivers.data.length && <p>No active drivers yet.</p>}
            {drivers.data.map((d) => (
              <label key={d.id}>
                <input type="checkbox" checked={chosen.includes(d.id)} onChange={(event) => toggle(d.id, event.target.checked)} />
                {d.name} <span className="ops-muted">{d.email}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="ops-button ops-button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save drivers'}
          </button>
          {save.isSuccess && !save.isPending && <p role="status">Drivers saved.</p>}
          {save.error && (
            <p role="alert" className="ops-error">
              {save.error instanceof ApiError ? save.error.messages.join(' ') : 'The drivers could not be saved.'}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

export function ManifestPage() {
  const me = useStaff();
  const { trip = '' } = useParams();
  const manifest = useQuery({
    queryKey: ['ops', 'manifest', trip],
    queryFn: () => ops<Manifest>(`departures/${encodeURIComponent(trip)}/`),
    retry: false,
  });
  const m = manifest.data;
  const d = m?.departure;
  const riding = m?.passengers.filter((p) => p.state !== 'canceled').length ?? 0;
  return (
    <section aria-labelledby="ops-manifest-title">
      <p>
        <Link to={d ? `/ops/departures?date=${d.service_date}` : '/ops/departures'} className="ops-departure-link">
          ← Departures
        </Link>
      </p>
      <h1 id="ops-manifest-title">{d ? `${d.route.name}, ${clock(d.departure.time)} ${d.departure.date}` : 'Departure manifest'}</h1>
      {d?.canceled_at && (
        <p className="ops-status ops-status--disabled" role="status">
          Canceled by dispatch: travellers choose the next departure or a refund.
        </p>
      )}
      {manifest.error && <LoadFailed error={manifest.error} retry={() => void manifest.refetch()} />}
      {manifest.isPending && <p role="status">Loading…</p>}
      {m && d && (
        <>
          {staffMay(me.role, 'board') && (
            <p>
              <Link className="ops-button ops-button--primary ops-board-link" to={`/ops/departures/${d.trip_id}/board`}>
                Board passengers
              </Link>
            </p>
          )}
          <p className="ops-actions">
            <a className="ops-print" href={`/api/ops/departures/${d.trip_id}/manifest.pdf`} target="_blank" rel="noopener">
              Print manifest (PDF)
            </a>
            {(staffMay(me.role, 'changeDepartures') || staffMay(me.role, 'actForTravellers')) && (
              <Link className="ops-print" to={`/ops/departures/${d.trip_id}/disruption`}>
                {staffMay(me.role, 'changeDepartures') ? 'Change or cancel this departure' : 'Travellers’ choices after a disruption'}
              </Link>
            )}
          </p>
          <dl className="ops-figures">
            {(
              [
                ['Run', `${d.route.run_number} (departure ${d.trip_id})`],
                ['From', `${d.origin.name}, ${clock(d.departure.time)}`],
                ['To', `${d.destination.name}, ${clock(d.arrival.time)}${d.arrival.date !== d.departure.date ? ` ${d.arrival.date}` : ''}`],
                ['Vehicle', `${d.vehicle.name}, ${d.vehicle.capacity} seats`],
                ['Seats', seatsText(d)],
                ['Wheelchair positions', wheelchairText(d)],
                ['Checked in', String(d.checked_in)],
                ['Boarded', String(d.boarded)],
                ['Drivers', driversText(d)],
              ] as const
            ).map(([label, value]) => (
              // A pair per cell of the grid: the label above its value at any width.
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>

          {staffMay(me.role, 'changeDepartures') && <Drivers departure={d} />}

          <h2>Passengers ({riding})</h2>
          {!m.passengers.length && <p>No passengers booked.</p>}
          {m.passengers.length > 0 && (
            <table className="ops-table ops-table--cards">
              <caption className="ops-visually-hidden">Passengers, by boarding stop and booking</caption>
              <thead>
                <tr>
                  <th scope="col">Passenger</th>
                  <th scope="col">Booking</th>
                  <th scope="col">Seat</th>
                  <th scope="col">State</th>
                  <th scope="col">Boards and alights</th>
                  <th scope="col">Needs</th>
                  <th scope="col">Flights</th>
                </tr>
              </thead>
              <tbody>
                {m.passengers.map((p) => (
                  <tr key={`${p.pnr}-${p.passenger}`}>
                    <th scope="row" data-label="Passenger">
                      {p.name}
                    </th>
                    <td data-label="Booking">
                      <code>{p.pnr}</code>
                    </td>
                    <td data-label="Seat">{p.seat ?? 'Any'}</td>
                    <td data-label="State">
                      <span className={`ops-ticket ops-ticket--${p.state}`}>{TICKET_STATE_LABELS[p.state]}</span>
                    </td>
                    <td data-label="Boards and alights">
                      {p.boards_at.name} → {p.alights_at.name}
                    </td>
                    <td data-label="Needs">
                      {p.wheelchair && <strong>Wheelchair position. </strong>}
                      {p.special_requirements.map((r) => `${r.code}: ${r.description}`).join('; ') || (p.wheelchair ? '' : 'None')}
                    </td>
                    <td data-label="Flights">{p.flights.map((f) => f.number).join(', ') || 'None'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}

          {m.door_to_door.length > 0 && (
            <>
              <h2>Door-to-door, in calling order</h2>
              <ol className="ops-calls">
                {m.door_to_door.map((s) => (
                  <li key={`${s.kind}-${s.pnr}`}>
                    <strong>
                      {s.kind === 'pick_up' ? 'Pick up' : 'Drop off'} {s.name}
                    </strong>{' '}
                    ({s.riders === 1 ? '1 rider' : `${s.riders} riders`}, <code>{s.pnr}</code>) near {clock(s.time)}
                    <br />
                    {[s.address.line1, s.address.line2, s.address.city, [s.address.state, s.address.zip_code].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ')}
                    {s.flight && <> · flight {s.flight}</>}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </section>
  );
}
