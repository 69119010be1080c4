import { CANADIAN_BOOKING_SITE, CANADIAN_REDIRECT_CODES } from '@landline/shared/constants';

export interface CanadianTrip {
  depart: string;
  arrive: string;
  date: string;
  /** Only for return trips. */
  returnDate?: string | null;
}

/** Section 4: a search with a Canadian endpoint (YYZ, YHM, YKF) goes to the Canadian site. */
export function isCanadianTrip(fromCode: string, toCode: string): boolean {
  const codes: readonly string[] = CANADIAN_REDIRECT_CODES;
  return codes.includes(fromCode.toUpperCase()) || codes.includes(toCode.toUpperCase());
}

/** The Canadian booking site's address for a search: depart, arrive, date and optional return. */
export function canadianBookingUrl(trip: CanadianTrip, site: string = CANADIAN_BOOKING_SITE): string {
  const url = new URL(site);
  url.searchParams.set('depart', trip.depart.toUpperCase());
  url.searchParams.set('arrive', trip.arrive.toUpperCase());
  url.searchParams.set('date', trip.date);
  if (trip.returnDate) url.searchParams.set('return', trip.returnDate);
  return url.toString();
}
