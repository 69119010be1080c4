import { redirect } from 'react-router';
import { holdMatches } from '../booking/draft';
import { readDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { PaymentsStep, seatPurchaseOf } from '../payments/payment-page';
import '../account/account.css';
import '../results/results.css';
import '../payments/payments.css';

// /payments (the booking spec's section 2): the held trip, its extras and the server's price
// summary with voucher entry and store credit. Every figure is the server's cart.

export function meta() {
  return [{ title: 'Payment | Landline' }];
}

/** Missing session data, or a hold of other tickets, goes home (section 8); premium seats for a booked trip have their own. */
export function clientLoader({ request }: { request: Request }) {
  if (seatPurchaseOf(request.url)) return null;
  const draft = readDraft();
  if (draft.confirmed && !draft.hold) throw redirect('/payments/response');
  if (!draft.search || !holdMatches(draft)) throw redirect('/');
  return null;
}

export { PageLoading as HydrateFallback };

export default function Payments() {
  return <PaymentsStep />;
}
