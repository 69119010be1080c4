import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatAtPlace, formatClock, formatDateLabel } from '@landline/shared/dates';
import type { FlightCheckIn, TripDirection } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { Trans, useLocale, useTranslation } from '../i18n/react';
import { tripsApi } from './api';
import { lookupLastName } from '../lib/guest-access';
import { tripKey } from './queries';
import { listOfNames, wayWord, type Way } from './trip-view';

// "Check in with <airline>" (section 4's flight tab; section 7's GET flight_check_in/{direction}/;
// decision 240): the airline checks its own flights in, so the trip page shows what it asks for —
// the airline, the flight, the airline's booking reference, the names as booked — and its
// check-in page and opening time when the airline's data has them.

/** "AS123" as printed on a ticket: "AS 123". */
const designator = (f: FlightCheckIn['flights'][number]) =>
  f.flight_number.startsWith(f.airline) ? `${f.airline} ${f.flight_number.slice(f.airline.length)}` : f.flight_number;

/** The airlines of the answer, once each, in flight order. */
export function airlinesOf(answer: FlightCheckIn): string[] {
  return [...new Set(answer.flights.map((f) => f.airline_name))];
}

export function FlightCheckInPanel({ pnr, direction }: { pnr: string; direction: TripDirection }) {
  const { t } = useTranslation('trips');
  const locale = useLocale();
  const way = direction.way as Way;
  const headingId = useId();
  const lastName = lookupLastName(pnr);
  const details = useQuery({
    queryKey: [...tripKey(pnr), 'flight-check-in', way],
    queryFn: ({ signal }) => tripsApi.flightCheckIn(pnr, way, lastName, signal),
  });
  const label = wayWord(t, way);
  if (details.isPending) {
    return (
      <p className="loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('flightCheckIn.loading')}
      </p>
    );
  }
  if (details.isError) return <LoadFailed error={details.error} retry={() => void details.refetch()} />;
  const answer = details.data;
  const airlines = listOfNames(airlinesOf(answer), t);
  return (
    <section className="check-in flight-check-in" aria-labelledby={headingId} data-testid={`flight-check-in-${way}`}>
      <h3 id={headingId} className="check-in__title">
        {t('flightCheckIn.heading', { airlines })}
        <span className="sr-only"> {t('flightCheckIn.forWay', { way: label })}</span>
      </h3>
      <p className="check-in__note">{t('flightCheckIn.note', { count: answer.flights.length, airlines })}</p>
      {answer.flights.map((f) => (
        <dl key={`${f.flight_number}-${f.departs_at}`} className="flight-check-in__flight">
          <div>
            <dt>{t('flightCheckIn.flight')}</dt>
            <dd>
              <Trans
                t={t}
                i18nKey="flightCheckIn.flightLine"
                values={{
                  flight: `${f.airline_name} ${designator(f)}`,
                  from: `${f.depart.city} (${f.depart.iata})`,
                  to: `${f.arrive.city} (${f.arrive.iata})`,
                  date: formatDateLabel(f.departure_date, locale),
                  time: formatClock(f.departure_time, locale),
                }}
                components={[<time key="date" dateTime={f.departure_date} />]}
              />
            </dd>
          </div>
          <div>
            <dt>{t('flightCheckIn.reference')}</dt>
            <dd className="flight-check-in__reference">{f.booking_reference ?? t('flightCheckIn.noReference')}</dd>
          </div>
          {f.check_in_opens_at ? (
            <div>
              <dt>{t('flightCheckIn.opens')}</dt>
              <dd>{formatAtPlace(f.check_in_opens_at, f.depart.time_zone, locale)}</dd>
            </div>
          ) : null}
          {f.check_in_url ? (
            <div>
              <dt>{t('flightCheckIn.where')}</dt>
              <dd>
                <a href={f.check_in_url} rel="noopener noreferrer" target="_blank">
                  {t('flightCheckIn.online', { airline: f.airline_name })}
                  <span className="sr-only"> {t('flightCheckIn.newTab')}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ))}
      <p className="check-in__note">
        {t('flightCheckIn.names', {
          names: listOfNames(
            answer.passengers.map((p) => `${p.first_name} ${p.last_name}`),
            t,
          ),
        })}
      </p>
    </section>
  );
}
