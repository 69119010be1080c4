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

let zone: string | undefined;

/**
 * The browser's time zone, for dates before a place (with its own zone) is chosen. Asked once:
 * a formatter for the default locale costs milliseconds to make, and the search form asks on
 * every render (the largest item of the home page's main-thread profile, docs/performance.md).
 */
export function localZone(): string {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      zone = 'UTC';
    }
  }
  return zone;
}
