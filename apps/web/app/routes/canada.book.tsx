import type { Route } from './+types/canada.book';
import { CanadaBookPage } from '../canada/book-page';
import { translatorOf } from '../i18n/catalogs';
import { readCanadianTrip } from '../lib/canadian';
import { loadSearchPreset } from '../search/preset';
import { pageServicesContext } from '../server/page-services';

// Our own Canadian booking's entry (CANADA_BOOKING_URL's default, decision 266).

// /canada/book in English, /fr/canada/reserver in French: the address says which.
export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [
    { title: t('canadaBook.meta.title', { ns: 'search' }) },
    { name: 'description', content: t('canadaBook.meta.description', { ns: 'search' }) },
  ];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const trip = readCanadianTrip(new URL(request.url));
  const places = await loadSearchPreset(context.get(pageServicesContext), { from: trip.depart ?? null, to: trip.arrive ?? null });
  const dates = trip.date ? { departureDate: trip.date, returnDate: trip.returnDate ?? null } : {};
  return { preset: places ? { ...places, ...dates } : null };
}

export default function CanadaBook({ loaderData }: Route.ComponentProps) {
  return <CanadaBookPage preset={loaderData.preset} />;
}
