import { redirect } from 'react-router';
import type { Route } from './+types/payments-response';
import { readDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath } from '../i18n/lang';
import { PaymentResponsePage } from '../payments/response-page';
import '../account/account.css';
import '../results/results.css';
import '../payments/payments.css';
import '../trips/booking-links.css';

// /payments/response (the booking spec's section 2, decision 207): the booking just paid — its
// reference, itinerary, passengers and price summary, Add to calendar and My Trips (or the
// booking's page for a guest, decision 239); without a checked-out cart, home.

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: t('meta.confirmed', { ns: 'payments' }) }];
}

/** Nothing confirmed: home, the search of the page's language. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!readDraft().confirmed) throw redirect(bookingHomePath(langOfPath(new URL(request.url).pathname)));
  return null;
}

export { PageLoading as HydrateFallback };

export default function PaymentResponse() {
  return <PaymentResponsePage />;
}
