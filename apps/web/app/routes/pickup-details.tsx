import { redirect } from 'react-router';
import { holdMatches } from '../booking/draft';
import { readDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath } from '../i18n/lang';
import { pickupDirection } from '../pickup/form';
import type { Route } from './+types/pickup-details';
import { PickupDetailsStep } from '../pickup/pickup-details-page';
import '../account/account.css';
import '../pickup/pickup.css';

// /pickupDetails/depart and /pickupDetails/return (the booking spec's sections 2 to 5, decision 202):
// where the door-to-door van picks the traveller up and drops them off on one direction.

export function meta({ params, location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  const direction = pickupDirection(params.direction);
  return [{ title: `${direction ? t(`title.${direction}`, { ns: 'pickup' }) : t('fallbackTitle', { ns: 'pickup' })} | Landline` }];
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const draft = readDraft();
  // Section 8: missing session data redirects to / (the booking's start in the page's language);
  // so does a hold made for other tickets.
  if (!pickupDirection(params.direction) || !draft.search || !holdMatches(draft)) {
    throw redirect(bookingHomePath(langOfPath(new URL(request.url).pathname)));
  }
  return null;
}

export { PageLoading as HydrateFallback };

export default function PickupDetailsPage() {
  return <PickupDetailsStep />;
}
