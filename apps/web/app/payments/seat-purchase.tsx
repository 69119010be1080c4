import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SEAT_MESSAGES } from '@landline/shared/messages';
import { formatMoney } from '@landline/shared/money';
import type { SeatPurchase } from '@landline/shared/schemas';
import { LoadFailed } from '../components/form/alerts';
import { useNotify } from '../components/notifications';
import { PageLoading } from '../components/page-loading';
import { Trans, useLangPath, useLocale, useMessage, useTranslation } from '../i18n/react';
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
  const { t } = useTranslation('payments');
  if (purchase.isPending) return <PageLoading />;
  if (purchase.isError) {
    return (
      <div className="page payment-page">
        <h1>{t('common.payment')}</h1>
        <LoadFailed error={purchase.error} retry={() => void purchase.refetch()} />
      </div>
    );
  }
  return <SeatPurchaseForm purchase={purchase.data} lastName={lastName} />;
}

function SeatPurchaseForm({ purchase, lastName }: { purchase: SeatPurchase; lastName: string | undefined }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const lp = useLangPath();
  const message = useMessage();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  const currency = purchase.currency as 'USD';
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const total = money(purchase.amount);
  const way = purchase.segment === 2 ? 2 : 1;
  // My Trips for a member, the trip's own page for a guest; in the page's language.
  const backTo = lp(signedIn ? TRIPS_PATH : tripPath(purchase.pnr));
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: TRIPS_KEY });
    notify(message(SEAT_MESSAGES.changed));
    void navigate(backTo);
  };
  const quotedUntil = new Date(purchase.quoted_until).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const pay = async (payer: Payer, token: string) => {
    await paymentsApi.paySeatPurchase(purchase.uuid, { payment_data: payer, stripe_token: token }, lastName);
    done();
  };
  const lead = purchase.seats[0]?.name ? { name: purchase.seats[0].name, email: '' } : null;
  return (
    <div className="page payment-page">
      <header className="results__head">
        <p className="eyebrow">
          <Trans
            t={t}
            i18nKey={way === 1 ? 'seatPurchase.eyebrowDeparture' : 'seatPurchase.eyebrowReturn'}
            values={{ pnr: purchase.pnr }}
            components={{ pnr: <strong /> }}
          />
        </p>
        <h1>{t('seatPurchase.title')}</h1>
      </header>
      <div className="summary__layout">
        <div className="payment-page__main">
          {purchase.state === 'confirmed' ? (
            <section className="payment-section">
              <p>{t('seatPurchase.paid')}</p>
              <Link to={backTo}>{t('seatPurchase.back')}</Link>
            </section>
          ) : (
            <section className="payment-section" aria-labelledby="pay-seats">
              <h2 id="pay-seats">{t('common.payByCard')}</h2>
              <CardForm lead={lead} total={total} note={t('seatPurchase.note', { time: quotedUntil })} pay={pay} />
              <p>
                <Link to={lp(seatChangePath(purchase.pnr, way))}>{t('seatPurchase.otherSeats')}</Link>
              </p>
            </section>
          )}
        </div>
        <aside className="summary__totals payment-summary" aria-labelledby="price-summary-title">
          <h2 id="price-summary-title" className="summary__totals-title">
            {t('common.priceSummary')}
          </h2>
          <dl className="totals">
            {purchase.seats
              .filter((s) => s.price > 0)
              .map((s) => (
                <div key={`${s.passenger}-${s.code}`} className="totals__row">
                  <dt>{t('seatPurchase.seat', { code: s.code, name: s.name })}</dt>
                  <dd>{money(s.price)}</dd>
                </div>
              ))}
            <div className="totals__row totals__row--total">
              <dt>{t('common.total')}</dt>
              <dd>
                <span data-testid="cart-total">{total}</span>
              </dd>
            </div>
          </dl>
          {/* What happens to the seats' price if the trip is later cancelled or changed (decision 222). */}
          <p className="payment-summary__note">{t('seatPurchase.refundNote')}</p>
        </aside>
      </div>
    </div>
  );
}
