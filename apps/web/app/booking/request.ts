import type { SearchRequest } from '@landline/shared';
import type { DraftSearch } from './draft';

/** Body of PUT bookings/reservation/ for a draft search (server default filters). */
export function toSearchRequest(s: DraftSearch): SearchRequest {
  return {
    dep_from: { code: s.from.code },
    dep_to: { code: s.to.code },
    departure_date: s.departureDate,
    return_date: s.oneWay ? null : s.returnDate,
    one_way: s.oneWay,
    passengers_adults: s.adults,
    passengers_children: s.children,
    passengers_infants: s.infants,
  };
}

/** The browser's time zone, for dates before a place (with its own zone) is chosen. */
export function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
