import type { SearchRequest } from '@landline/shared/schemas';
import type { DraftSearch } from './draft';
import { NO_FILTERS, toSearchFilters, type ResultFilters } from './filters';

/** Body of PUT bookings/reservation/ for a draft search and one direction's filters. */
export function toSearchRequest(s: DraftSearch, filters: ResultFilters = NO_FILTERS): SearchRequest {
  return {
    dep_from: { code: s.from.code },
    dep_to: { code: s.to.code },
    departure_date: s.departureDate,
    return_date: s.oneWay ? null : s.returnDate,
    one_way: s.oneWay,
    passengers_adults: s.adults,
    passengers_children: s.children,
    passengers_infants: s.infants,
    filters: toSearchFilters(filters),
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
