import { redirect } from 'react-router';
import type { Route } from './+types/payments';
import { holdMatches } from '../booking/draft';
import { readDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { translatorOf } from '../i18n/catalogs';
import { bookingHomePath, langOfPath, localizePath } from '../i18n/lang';
import { PaymentsStep, seatPurchaseOf } from '../payments/payment-page';
import '../account/account.css';
import '../results/results.css';
import '../payments/payments.css';

// /payments (the booking spec's section 2): the held trip, its extras and the server's price
// summary with voucher entry and store credit. Every figure is the server's cart.

export function meta({ location }: Route.MetaArgs) {
  const t = translatorOf(location.pathname);
  return [{ title: t('meta.payment', { ns: 'payments' }) }];
}

/**
 * Missing session data, or a hold of other tickets, goes home (section 8), the search of the
 * page's language; premium seats for a booked trip have their own.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (seatPurchaseOf(request.url)) return null;
  const lang = langOfPath(new URL(request.url).pathname);
  const draft = readDraft();
  if (draft.confirmed && !draft.hold) throw redirect(localizePath(lang, '/payments/response'));
  if (!draft.search || !holdMatches(draft)) throw redirect(bookingHomePath(lang));
  return null;
}

export { PageLoading as HydrateFallback };

export default function Payments() {
  return <PaymentsStep />;
}
