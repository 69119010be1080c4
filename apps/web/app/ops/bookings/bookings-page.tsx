import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BookingMatch } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ops } from '../api';
import { localTime, matchState } from './format';
import { searchFormSchema, type SearchForm } from './schemas';
import './bookings.css';

// An agent's search (decision 281): whatever the caller can say — the reference, a passenger's
// last name, e-mail or phone, the member's e-mail — in one box; the newest 20 bookings that
// match, each opening the booking. The text is in the address, so Back returns to the list.

export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const found = useQuery({
    queryKey: ['ops', 'bookings', 'search', q],
    queryFn: () => ops<BookingMatch[]>(`bookings/?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 2,
    retry: false,
  });
  const { field, form, formErrors, onSubmit } = useSchemaForm<SearchForm>({
    schema: searchFormSchema,
    defaultValues: { q },
    order: ['q'],
    async submit(values) {
      setParams({ q: values.q.trim() });
    },
  });
  // The box follows the address (Back, a link with ?q=).
  useEffect(() => form.setValue('q', q), [form, q]);
  const matches = found.data;
  return (
    <section className="ops-bookings" aria-labelledby="ops-bookings-title">
      <h1 id="ops-bookings-title">Bookings</h1>
      <form noValidate onSubmit={onSubmit} role="search" aria-label="Find a booking" className="ops-form ops-form--row ops-search">
        <FormAlert messages={formErrors} />
        <TextField
          label="Reference, last name, e-mail or phone"
          hint="A last name or e-mail from its start; a phone by 6 digits or more."
          type="search"
          autoComplete="off"
          spellCheck={false}
          {...field('q')}
        />
        <button type="submit" className="ops-button ops-button--primary">
          Find bookings
        </button>
      </form>
      {found.error && <LoadFailed error={found.error} retry={() => void found.refetch()} />}
      {q.length >= 2 && found.isPending && <p role="status">Searching…</p>}
      {matches && (
        <>
          <h2 className="ops-visually-hidden">Results</h2>
          <p role="status">
            {matches.length === 0
              ? `No booking matches “${q}”.`
              : `${matches.length === 1 ? '1 booking matches' : `${matches.length} bookings match`} “${q}”${matches.length >= 20 ? ' (the newest 20: type more to narrow it)' : ''}.`}
          </p>
        </>
      )}
      {matches && matches.length > 0 && (
        <table className="ops-table ops-table--cards">
          <caption className="ops-visually-hidden">Bookings matching {q}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Lead passenger</th>
              <th scope="col">Route</th>
              <th scope="col">Departs</th>
              <th scope="col">Member</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => (
              <tr key={m.pnr}>
                <th scope="row" data-label="Reference">
                  <Link className="ops-departure-link" to={`/ops/bookings/${m.pnr}`} state={{ q }}>
                    <code>{m.pnr}</code>
                    <span className="ops-visually-hidden">, {m.lead || 'booking'}</span>
                  </Link>
                </th>
                <td data-label="Lead passenger">{m.lead || '—'}</td>
                <td data-label="Route">{m.route || '—'}</td>
                <td data-label="Departs">{m.departure_date && m.departure_time ? localTime(m.departure_date, m.departure_time) : '—'}</td>
                <td data-label="Member">{m.email || 'Guest'}</td>
                <td data-label="State">
                  <span className={`ops-pill ops-pill--${m.state === 'canceled' ? 'canceled' : 'booked'}`}>{matchState(m.state)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
