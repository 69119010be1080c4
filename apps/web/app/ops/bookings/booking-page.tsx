import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { BookingDesk, TripDirection } from '@landline/shared/schemas';
import { staffMay } from '@landline/shared/staff';
import { LoadFailed } from '../../components/form/alerts';
import { ops } from '../api';
import { useStaff } from '../session';
import { CancelForCaller, ResendConfirmation } from './actions';
import {
  actionName,
  actorName,
  checkInText,
  directionsOf,
  isCanceled,
  legService,
  localTime,
  mailState,
  placeName,
  ticketState,
  tripState,
  wayName,
  when,
} from './format';
import './bookings.css';

// One booking for an agent (decision 281): the trip as the traveller sees it (directions, legs
// at local times, passengers with their tickets, seats and check-in), who to reach and where the
// mail went, the staff history, and the two things an agent does for a caller.

export const bookingQueryKey = (pnr: string) => ['ops', 'booking', pnr] as const;

function Direction({ direction }: { direction: TripDirection }) {
  const id = `ops-way-${direction.way}`;
  const first = direction.segments[0];
  const canceled = isCanceled(direction);
  return (
    <section className="ops-card ops-way" aria-labelledby={id}>
      <h3 id={id}>
        {wayName(direction.way)}
        {first && <span className="ops-muted"> · {localTime(first.departure_date, first.departure_time)}</span>}
        {canceled && <span className="ops-pill ops-pill--canceled">Canceled</span>}
      </h3>
      {direction.changed_to && (
        <p>
          Changed: replaced by booking <Link to={`/ops/bookings/${direction.changed_to}`}>{direction.changed_to}</Link>.
        </p>
      )}
      <ol className="ops-legs">
        {direction.segments.map((s, i) => (
          <li key={`${s.departs_at}-${i}`}>
            <strong>{legService(s)}</strong>
            <span className="ops-block">
              Leaves {placeName(s.depart)} at {localTime(s.departure_date, s.departure_time)}
            </span>
            <span className="ops-block">
              Arrives {placeName(s.arrive)} at {localTime(s.arrival_date, s.arrival_time)}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <strong>Check-in:</strong> {checkInText(direction)}
      </p>
      <table className="ops-table ops-table--cards">
        <caption className="ops-visually-hidden">Passengers of the {wayName(direction.way).toLowerCase()}</caption>
        <thead>
          <tr>
            <th scope="col">Passenger</th>
            <th scope="col">Ticket</th>
            <th scope="col">Seat</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {direction.tickets.map((ticket) => {
            const state = ticketState(ticket);
            return (
              <tr key={ticket.id}>
                <th scope="row" data-label="Passenger">
                  {ticket.first_name} {ticket.last_name}
                  {ticket.passenger === 0 && <span className="ops-muted"> (lead)</span>}
                  {ticket.passenger_type !== 'AD' && <span className="ops-muted ops-block">{ticket.passenger_type}</span>}
                </th>
                <td data-label="Ticket">
                  <code>{ticket.ticket_number}</code>
                </td>
                <td data-label="Seat">{ticket.seat ?? 'None chosen'}</td>
                <td data-label="State">
                  <span className={`ops-pill ops-pill--${state.tone}`}>{state.label}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function Contact({ contact }: { contact: BookingDesk['contact'] }) {
  return (
    <section aria-labelledby="ops-contact-title">
      <h2 id="ops-contact-title">Contact</h2>
      <dl className="ops-facts">
        <dt>Lead passenger</dt>
        <dd>{contact.name || '—'}</dd>
        <dt>E-mail</dt>
        <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</dd>
        <dt>Phone</dt>
        <dd>{contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : '—'}</dd>
        <dt>Payer (the confirmation's address)</dt>
        <dd>{contact.payer_email ?? 'No confirmed payment'}</dd>
        <dt>Member</dt>
        <dd>{contact.member_email ?? 'Guest booking'}</dd>
      </dl>
    </section>
  );
}

function Mails({ mails }: { mails: BookingDesk['mails'] }) {
  return (
    <section aria-labelledby="ops-mails-title">
      <h2 id="ops-mails-title">Mail sent</h2>
      {!mails.length && <p>No mail to these addresses.</p>}
      {mails.length > 0 && (
        <table className="ops-table ops-table--cards">
          <caption className="ops-visually-hidden">Mail to the booking's addresses, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Written</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((m, i) => {
              const state = mailState(m);
              return (
                <tr key={`${m.created_at}-${i}`}>
                  <th scope="row" data-label="Subject">
                    {m.subject}
                  </th>
                  <td data-label="To">{m.to}</td>
                  <td data-label="Written">{when(m.created_at)}</td>
                  <td data-label="State">
                    <span className={`ops-pill ops-pill--${state.tone}`}>{state.label}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function History({ history }: { history: BookingDesk['history'] }) {
  return (
    <section aria-labelledby="ops-history-title">
      <h2 id="ops-history-title">Staff history</h2>
      {!history.length && <p>No one from staff has acted on this booking.</p>}
      {history.length > 0 && (
        <table className="ops-table ops-table--cards">
          <caption className="ops-visually-hidden">What staff did with this booking, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {history.map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <th scope="row" data-label="When">
                  {when(e.at)}
                </th>
                <td data-label="Who">{actorName(e)}</td>
                <td data-label="What">{actionName(e.action)}</td>
                <td data-label="Reason">{e.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function BookingPage() {
  const me = useStaff();
  const { pnr: raw = '' } = useParams();
  const pnr = raw.trim().toUpperCase();
  const searched = (useLocation().state as { q?: string } | null)?.q;
  const client = useQueryClient();
  const desk = useQuery({
    queryKey: bookingQueryKey(pnr),
    queryFn: () => ops<BookingDesk>(`bookings/${encodeURIComponent(pnr)}/`),
    retry: false,
  });
  const d = desk.data;
  const state = d && tripState(d.trip);
  const refresh = async (next?: BookingDesk) => {
    if (next) client.setQueryData(bookingQueryKey(pnr), next);
    else await client.invalidateQueries({ queryKey: bookingQueryKey(pnr) });
    await client.invalidateQueries({ queryKey: ['ops', 'bookings', 'search'] });
  };
  return (
    <section className="ops-bookings" aria-labelledby="ops-booking-title">
      <p>
        <Link to={searched ? `/ops/bookings?q=${encodeURIComponent(searched)}` : '/ops/bookings'} className="ops-departure-link">
          ← Bookings
        </Link>
      </p>
      <h1 id="ops-booking-title">
        Booking <code>{pnr}</code>
        {state && <span className={`ops-pill ops-pill--${state.tone}`}>{state.label}</span>}
      </h1>
      {desk.error && <LoadFailed error={desk.error} retry={() => void desk.refetch()} />}
      {desk.isPending && <p role="status">Loading…</p>}
      {d && (
        <>
          <p className="ops-muted">
            {d.trip.passengers.length === 1 ? '1 passenger' : `${d.trip.passengers.length} passengers`}
            {d.trip.return ? ', a return trip' : ', one way'}
            {d.trip.is_paid_with_miles ? ', paid with miles' : ''}.
          </p>
          <section aria-labelledby="ops-trip-title">
            <h2 id="ops-trip-title">Trip</h2>
            {directionsOf(d.trip).map((direction) => (
              <Direction key={direction.way} direction={direction} />
            ))}
          </section>
          <Contact contact={d.contact} />
          {staffMay(me.role, 'actForTravellers') && (
            <section aria-labelledby="ops-actions-title" className="ops-desk-actions">
              <h2 id="ops-actions-title">For the caller</h2>
              <ResendConfirmation desk={d} onDone={() => refresh()} />
              <CancelForCaller desk={d} onDone={(next) => refresh(next)} />
            </section>
          )}
          <Mails mails={d.mails} />
          <History history={d.history} />
        </>
      )}
    </section>
  );
}
