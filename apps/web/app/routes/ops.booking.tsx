import { useParams } from 'react-router';
import { BookingPage } from '../ops/bookings/booking-page';

export function meta() {
  return [{ title: 'Booking | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  // A new booking is a new page: its actions' steps and answers start afresh.
  return <BookingPage key={useParams().pnr} />;
}
