import { redirect } from 'react-router';
import { readDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { PaymentResponsePage } from '../payments/response-page';
import '../account/account.css';
import '../results/results.css';
import '../payments/payments.css';
import '../trips/booking-links.css';

// /payments/response (the booking spec's section 2, decision 207): the booking just paid — its
// reference, itinerary, passengers and price summary, Add to calendar and My Trips (or the
// booking's page for a guest, decision 239); without a checked-out cart, home.

export function meta() {
  return [{ title: 'Booking confirmed | Landline' }];
}

export function clientLoader() {
  if (!readDraft().confirmed) throw redirect('/');
  return null;
}

export { PageLoading as HydrateFallback };

export default function PaymentResponse() {
  return <PaymentResponsePage />;
}
