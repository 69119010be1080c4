import { BookingsPage } from '../ops/bookings/bookings-page';

export function meta() {
  return [{ title: 'Bookings | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  return <BookingsPage />;
}
