import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, formatMiles } from '@landline/shared/money';
import { LoadFailed } from '../components/form/alerts';
import type { ConfirmedBooking } from '../booking/draft';
import { useDraft } from '../booking/use-draft';
import { PageLoading } from '../components/page-loading';
import { bookingApi } from '../booking/api';
import { PreviousBookingNote, SummaryLines } from './price-summary';
import { TripPart } from './trip-part';
import { BookingLinks } from '../trips/booking-links';

// The booking confirmation shown once the payment has settled.

export function PaymentResponsePage() {
  const { confirmed } = useDraft();
  if (!confirmed) return <Navigate to="/" replace />;
  return <Confirmation booking={confirmed} />;
}

function Confirmation({ booking }: { booking: ConfirmedBooking }) {
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
        <h1>Booking confirmed</h1>
        <LoadFailed error={reservation.error} retry={() => void reservation.refetch()} />
      </div>
    );
  }
  const cart = reservation.data.cart;
  // Section 2: no checked-out cart, nothing to confirm (judged on the server's answer, not a cached one).
  if (!reservation.data.cart.checked_out_status) return reservation.isFetching ? <PageLoading /> : <Navigate to="/" replace />;
  const names = reservation.data.passengers.map((p) => `${p.first_name} ${p.last_name}`);
  const { paid } = booking;
  return (
    <div className="page payment-page confirmation">
      <header className="results__head">
        <p className="eyebrow">Thank you for riding with Landline</p>
        <h1>{booking.replaced ? 'Trip changed' : 'Booking confirmed'}</h1>
      </header>
      <div className="summary__layout">
        <div className="payment-page__main">
          <section className="payment-section confirmation__reference" aria-labelledby="reference-title">
            <h2 id="reference-title">Booking reference</h2>
            <p className="confirmation__pnr" data-testid="confirmed-pnr">
              {booking.pnr}
            </p>
            <p>
              A confirmation with your itinerary is on its way to <strong>{booking.email}</strong>. Check-in opens before departure; keep
              your booking reference at hand.
            </p>
            {booking.replaced ? (
              <p data-testid="replaced">
                Your new trip has its own booking reference. The part of booking {booking.replaced} you changed is canceled, and its seats
                are released. <Link to="/trips">See My Trips</Link>
              </p>
            ) : null}
            <BookingLinks pnr={booking.pnr} lastName={reservation.data.passengers[0]?.last_name ?? ''} />
            <p>
              <Link to="/">Book another trip</Link>
            </p>
          </section>
          <section className="payment-section" aria-labelledby="trip-summary">
            <h2 id="trip-summary">Your trip</h2>
            <TripPart title="Departure trip" it={booking.departure} names={names} />
            {booking.return ? <TripPart title="Return trip" it={booking.return} names={names} /> : null}
          </section>
        </div>
        <aside className="summary__totals payment-summary" aria-labelledby="price-summary-title">
          <h2 id="price-summary-title" className="summary__totals-title">
            Price summary
          </h2>
          <SummaryLines cart={cart} />
          <PreviousBookingNote cart={cart} paid />
          <p className="confirmation__paid" data-testid="amount-paid">
            {/* A confirmation found again after a lost answer knows the amount, not the card (decision 233). */}
            {paid.amount > 0
              ? `Paid ${formatMoney(paid.amount, paid.currency as 'USD')} ${paid.cardLast4 ? `with the card ending ${paid.cardLast4}` : 'by card'}`
              : 'Nothing was charged to a card'}
          </p>
          {paid.points ? (
            <p className="confirmation__paid" data-testid="points-paid">
              Paid {formatMiles(paid.points)} from your Penguin Perks wallet
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
