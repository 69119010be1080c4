import { formatDateLabel } from '@landline/shared/dates';
import type { Itinerary } from '@landline/shared/schemas';
import { first } from '../booking/itinerary';
import { useLocale } from '../i18n/react';
import { TripTimeline } from '../results/itinerary-card';

/** One direction of the trip being paid (or just paid): its date, route, timeline and passengers. `title` is in the page's language. */
export function TripPart({ title, it, names }: { title: string; it: Itinerary; names: string[] }) {
  const locale = useLocale();
  const start = first(it);
  const end = it.segments[it.segments.length - 1];
  return (
    <section className="payment-trip" aria-label={title}>
      <h3 className="payment-trip__title">
        {title} · <time dateTime={start.departure_date}>{formatDateLabel(start.departure_date, locale)}</time>
      </h3>
      <p className="payment-trip__route">
        {start.depart.city} → {end.arrive.city}
      </p>
      <TripTimeline it={it} />
      {names.length ? <p className="payment-trip__names">{names.join(', ')}</p> : null}
    </section>
  );
}
