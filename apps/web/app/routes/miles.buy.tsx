import { redirect } from 'react-router';
import { isAuthenticated } from '../lib/session';
import { BuyMilesPage } from '../miles/buy-page';
import '../account/account.css';
import '../payments/payments.css';
import '../miles/miles.css';

// The buy-miles page (sections 2, 4 and 5, decision 210): enter miles, Calculate (the server's
// price check), then pay by card; the purchase is the card token's, so a double click is one
// charge. Done on the confirmation returns to ?next= (the payment page, when points ran short).

export function meta() {
  return [{ title: 'Buy miles | Landline' }];
}

export function clientLoader({ request }: { request: Request }) {
  if (!isAuthenticated()) {
    const url = new URL(request.url);
    throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

export { PageLoading as HydrateFallback } from '../components/page-loading';

export default function BuyMiles() {
  return <BuyMilesPage />;
}
