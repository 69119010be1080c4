import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@landline/shared/money';
import { LoadFailed } from '../components/form/alerts';
import type { ConfirmedBooking } from '../booking/draft';
import { useDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { bookingApi } from '../booking/api';
import { bookingHomePath } from '../i18n/lang';
import { Trans, useLang, useLangPath, useLocale, useTranslation } from '../i18n/react';
import { useMiles } from './i18n';
import { PreviousBookingNote, SummaryLines } from './price-summary';
import { TripPart } from './trip-part';
import { BookingLinks } from '../trips/booking-links';

// The booking confirmation shown once the payment has settled.

export function PaymentResponsePage() {
  const { confirmed } = useDraft();
  const home = bookingHomePath(useLang());
  if (!confirmed) return <Navigate to={home} replace />;
  return <Confirmation booking={confirmed} />;
}

function Confirmation({ booking }: { booking: ConfirmedBooking }) {
  const { t } = useTranslation('payments');
  const lp = useLangPath();
  // "Book another trip" and a page with nothing to confirm lead to the search of the page's language.
  const home = bookingHomePath(useLang());
  // The paid cart comes with the reservation, the payer's key: a paid cart's own id no longer opens it (decision 233).
  const reservation = useQuery({
    queryKey: ['reservation', booking.reservationUuid],
    queryFn: ({ signal }) => bookingApi.reservation(booking.reservationUuid, signal),
    staleTime: 0,
  });
  if (reservation.isPending) return <PageLoading />;
  if (reservation.isError) {
    return (
      <div className="page payment-page">
        <h1>{t('confirmation.title')}</h1>
        <LoadFailed error={reservation.error} retry={() => void reservation.refetch()} />
      </div>
    );
  }
  const cart = reservation.data.cart;
  // Section 2: no checked-out cart, nothing to confirm (judged on the server's answer, not a cached one).
  if (!reservation.data.cart.checked_out_status) return reservation.isFetching ? <PageLoading /> : <Navigate to={home} replace />;
  const names = reservation.data.passengers.map((p) => `${p.first_name} ${p.last_name}`);
  return (
    <div className="page payment-page confirmation">
      <header className="results__head">
        <p className="eyebrow">{t('confirmation.thanks')}</p>
        <h1>{booking.replaced ? t('confirmation.changed') : t('confirmation.title')}</h1>
      </header>
      <div className="summary__layout">
        <div className="payment-page__main">
          <section className="payment-section confirmation__reference" aria-labelledby="reference-title">
            <h2 id="reference-title">{t('confirmation.reference')}</h2>
            <p className="confirmation__pnr" data-testid="confirmed-pnr">
              {booking.pnr}
            </p>
            <p>
              <Trans t={t} i18nKey="confirmation.sent" values={{ email: booking.email }} components={{ strong: <strong /> }} />
            </p>
            {booking.replaced ? (
              <p data-testid="replaced">
                <Trans
                  t={t}
                  i18nKey="confirmation.replaced"
                  values={{ reference: booking.replaced }}
                  components={{ trips: <Link to={lp('/trips')} /> }}
                />
              </p>
            ) : null}
            <BookingLinks pnr={booking.pnr} lastName={reservation.data.passengers[0]?.last_name ?? ''} />
            <p>
              <Link to={home}>{t('confirmation.bookAnother')}</Link>
            </p>
          </section>
          <section className="payment-section" aria-labelledby="trip-summary">
            <h2 id="trip-summary">{t('confirmation.yourTrip')}</h2>
            <TripPart title={t('common.departureTrip')} it={booking.departure} names={names} />
            {booking.return ? <TripPart title={t('common.returnTrip')} it={booking.return} names={names} /> : null}
          </section>
        </div>
        <aside className="summary__totals payment-summary" aria-labelledby="price-summary-title">
          <h2 id="price-summary-title" className="summary__totals-title">
            {t('common.priceSummary')}
          </h2>
          <SummaryLines cart={cart} />
          <PreviousBookingNote cart={cart} paid />
          <PaidNotes paid={booking.paid} />
        </aside>
      </div>
    </div>
  );
}

/** What was paid: by card (a confirmation found again after a lost answer knows the amount, not the card: decision 233), and in miles. */
function PaidNotes({ paid }: { paid: ConfirmedBooking['paid'] }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const miles = useMiles();
  const amount = formatMoney(paid.amount, paid.currency as 'USD', locale);
  return (
    <>
      <p className="confirmation__paid" data-testid="amount-paid">
        {paid.amount <= 0
          ? t('confirmation.nothingCharged')
          : paid.cardLast4
            ? t('confirmation.paidCard', { amount, last4: paid.cardLast4 })
            : t('confirmation.paidByCard', { amount })}
      </p>
      {paid.points ? (
        <p className="confirmation__paid" data-testid="points-paid">
          {t('confirmation.paidMiles', { miles: miles(paid.points) })}
        </p>
      ) : null}
    </>
  );
}
