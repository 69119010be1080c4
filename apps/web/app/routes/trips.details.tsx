import { redirect } from 'react-router';
import type { Route } from './+types/trips.details';
import { translatorOf } from '../i18n/catalogs';
import { langOfPath, localizePath } from '../i18n/lang';
import { canAskFor } from '../lib/guest-access';
import { MANAGE_PATH, TRIPS_PATH } from '../trips/paths';
import { TripPage } from '../trips/trip-page';
import { pnrOf } from '../trips/trip-view';
import '../account/account.css';
import '../trips/trips.css';

// /trips/details?pnr= (section 2): one booking, for its member or the guest who looked it up.

export function meta({ loaderData: data, location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: data ? t('title.details', { ns: 'trips', pnr: data.pnr }) : t('title.detailsNone', { ns: 'trips' }) }];
}

/** No reference: My Trips (section 2: "redirects to /trips if no trip detail"); a guest who has not looked it up: the lookup. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const pnr = pnrOf(url.searchParams.get('pnr'));
  if (!pnr) throw redirect(localizePath(lang, TRIPS_PATH));
  if (!canAskFor(pnr)) throw redirect(localizePath(lang, `${MANAGE_PATH}?pnr=${encodeURIComponent(pnr)}`));
  return { pnr };
}

export default function TripDetails({ loaderData }: Route.ComponentProps) {
  return <TripPage key={loaderData.pnr} pnr={loaderData.pnr} />;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';
