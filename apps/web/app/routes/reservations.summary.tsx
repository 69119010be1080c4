import { Link, Navigate, redirect } from 'react-router';
import { formatDateLabel, formatMoney, type Itinerary } from '@landline/shared';
import { first, partyLabel, selectionTotal } from '../booking/itinerary';
import { readDraft, useDraft } from '../booking/use-draft';
import { Breadcrumbs } from '../components/breadcrumbs';
import { TripDetails, TripTimeline } from '../results/itinerary-card';
import '../results/results.css';

export function meta() {
  return [{ title: 'Selection summary | Landline' }];
}

export function clientLoader() {
  const draft = readDraft();
  if (!draft.search) throw redirect('/');
  if (!draft.departure) throw redirect('/reservations/depart');
  if (!draft.search.oneWay && !draft.return) throw redirect('/reservations/return');
  return null;
}

function SelectedTrip({ title, it, changeTo, id }: { title: string; it: Itinerary; changeTo: string; id: string }) {
  const start = first(it);
  return (
    <section className="summary-trip" aria-labelledby={`${id}-title`}>
      <div className="summary-trip__head">
        <div>
          <h2 id={`${id}-title`} className="summary-trip__title">
            {title}
          </h2>
          <p className="summary-trip__date">
            <time dateTime={start.departure_date}>{formatDateLabel(start.departure_date)}</time> · {start.depart.city} →{' '}
            {it.segments[it.segments.length - 1].arrive.city}
          </p>
        </div>
        <Link className="button button--ghost" to={changeTo}>
          Change<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <TripTimeline it={it} />
      <TripDetails it={it} />
      <p className="summary-trip__price">
        <span>{title} price</span>
        <strong data-testid={`${id}-price`}>{formatMoney(it.price, it.currency)}</strong>
      </p>
    </section>
  );
}

export default function Summary() {
  const draft = useDraft();
  const { search, departure } = draft;
  if (!search || !departure) return <Navigate to="/" replace />;
  const ret = search.oneWay ? null : draft.return;
  if (!search.oneWay && !ret) return <Navigate to="/reservations/return" replace />;
  const total = selectionTotal([departure, ret]);
  const party = { adults: search.adults, children: search.children, infants: search.infants };

  return (
    <div className="page summary">
      <Breadcrumbs current="summary" oneWay={search.oneWay} />
      <header className="results__head">
        <p className="eyebrow">
          {search.from.city} → {search.to.city}
          {search.oneWay ? ' · One way' : ' · Return'}
        </p>
        <h1 className="results__title">Selection summary</h1>
      </header>
      <div className="summary__layout">
        <div className="summary__trips">
          <SelectedTrip id="departure" title="Departure trip" it={departure} changeTo="/reservations/depart" />
          {ret ? <SelectedTrip id="return" title="Return trip" it={ret} changeTo="/reservations/return" /> : null}
        </div>
        <aside className="summary__totals" aria-labelledby="totals-title">
          <h2 id="totals-title" className="summary__totals-title">
            Price summary
          </h2>
          <dl className="totals">
            <div className="totals__row">
              <dt>Passengers</dt>
              <dd>{partyLabel(party)}</dd>
            </div>
            <div className="totals__row">
              <dt>Departure trip</dt>
              <dd>{formatMoney(departure.price, departure.currency)}</dd>
            </div>
            {ret ? (
              <div className="totals__row">
                <dt>Return trip</dt>
                <dd>{formatMoney(ret.price, ret.currency)}</dd>
              </div>
            ) : null}
            {total ? (
              <div className="totals__row totals__row--total">
                <dt>Total</dt>
                <dd data-testid="total-price">{formatMoney(total.cents, total.currency)}</dd>
              </div>
            ) : null}
          </dl>
          <p className="totals__note">Fares are for the whole party and shown in {total?.currency ?? 'USD'}.</p>
        </aside>
      </div>
    </div>
  );
}
