// Where a shuttle seat is bought on its own (the standalone booking): our Canadian booking,
// towards Toronto Pearson (from an airport page, from that airport; decision 266).
import { CANADA_BOOKING_PATH } from '@landline/shared/constants';
import { TORONTO_PEARSON } from './constants';

export function standaloneBookingPath(from?: string): string {
  const query = new URLSearchParams(from ? { depart: from, arrive: TORONTO_PEARSON } : { arrive: TORONTO_PEARSON });
  return `${CANADA_BOOKING_PATH}?${query}`;
}
