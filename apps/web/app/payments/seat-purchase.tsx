import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SEAT_MESSAGES } from '@landline/shared/messages';
import { formatMoney } from '@landline/shared/money';
import type { SeatPurchase } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { useNotify } from '../components/notifications';
import { PageLoading } from '../components/page-loading';
import { paymentsApi } from './api';
import { useIsAuthenticated } from '../lib/session';
import { lookupLastName } from '../lib/guest-access';
import { seatChangePath, TRIPS_PATH, tripPath } from '../trips/paths';
import { TRIPS_KEY } from '../trips/queries';
import { CardForm } from './card-form';
import type { Payer } from './payer-form';

// /payments?seats=&pnr= (section 4 "Change seats", decision 222): premium seats chosen on a
// booked trip are paid for here, by card; once paid they are the passengers', 'Seats
// successfully changed' says so, and the traveller goes back to My Trips (a guest: the trip).

export function SeatPurchasePayment({ uuid, pnr }: { uuid: string; pnr: string }) {
  const lastName = lookupLastName(pnr);
  const purchase = useQuery({
    queryKey: ['seat-purchase', uuid],
    queryFn: ({ signal }) => paymentsApi.seatPurchase(uuid, lastName, signal),
    staleTime: 0,
  });
  if (purchase.isPending) return <PageLoading />;
  if (purchase.isError) {
    return (
      <div className="page payment-page">
        <h1>Payment</h1>
        <LoadFailed error={purchase.error} retry={() => void purchase.refetch()} />
      </div>
    );
  }
  return <SeatPurchaseForm purchase={purchase.data} lastName={lastName} />;
}

function SeatPurchaseForm({ purchase, lastName }: { purchase: SeatPurchase; lastName: string | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  const currency = purchase.currency as 'USD';
  const total = formatMoney(purchase.amount, currency);
  const way = purchase.segment === 2 ? 2 : 1;
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: TRIPS_KEY });
    notify(SEAT_MESSAGES.changed);
    void navigate(signedIn ? TRIPS_PATH : tripPath(purchase.pnr));
  };
  const pay = async (payer: Payer, token: string) => {
    await paymentsApi.paySeatPurchase(purchase.uuid, { payment_data: payer, stripe_token: token }, lastName);
    done();
  };
  const lead = purchase.seats[0]?.name ? { name: purchase.seats[0].name, email: '' } : null;
  return (
    <div className="page payment-page">
      <header className="results__head">
        <p className="eyebrow">
          Booking reference <strong>{purchase.pnr}</strong> · {way === 1 ? 'Departure' : 'Return'} trip
        </p>
        <h1>Pay for premium seats</h1>
      </header>
      <div className="summary__layout">
        <div className="payment-page__main">
          {purchase.state === 'confirmed' ? (
            <section className="payment-section">
              <p>These seats are paid for and yours.</p>
              <Link to={signedIn ? TRIPS_PATH : tripPath(purchase.pnr)}>Back to your trips</Link>
            </section>
          ) : (
            <section className="payment-section" aria-labelledby="pay-seats">
              <h2 id="pay-seats">Pay by card</h2>
              <CardForm
                lead={lead}
                total={total}
                note={`The seats are given as soon as the card is charged. Pay before ${new Date(purchase.quoted_until).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}, or choose them again.`}
                pay={pay}
              />
              <p>
                <Link to={seatChangePath(purchase.pnr, way)}>Choose other seats</Link>
              </p>
            </section>
          )}
        </div>
        <aside className="summary__totals payment-summary" aria-labelledby="price-summary-title">
          <h2 id="price-summary-title" className="summary__totals-title">
            Price summary
          </h2>
          <dl className="totals">
            {purchase.seats
              .filter((s) => s.price > 0)
              .map((s) => (
                <div key={`${s.passenger}-${s.code}`} className="totals__row">
                  <dt>
                    Premium seat {s.code} · {s.name}
                  </dt>
                  <dd>{formatMoney(s.price, currency)}</dd>
                </div>
              ))}
            <div className="totals__row totals__row--total">
              <dt>Total</dt>
              <dd>
                <span data-testid="cart-total">{total}</span>
              </dd>
            </div>
          </dl>
          <p className="payment-summary__note">{SEAT_PURCHASE_REFUND_NOTE}</p>
        </aside>
      </div>
    </div>
  );
}

/** What happens to the seats' price if the trip is later cancelled or changed (decision 222). */
const SEAT_PURCHASE_REFUND_NOTE =
  'Premium seats bought after booking are a separate purchase: they are not refunded if you later cancel or change the trip.';
