import { CANADIAN_BOOKING_SITE, CANADIAN_REDIRECT_CODES } from '@landline/shared/constants';
import { isIsoDate } from '@landline/shared/dates';

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

/**
 * The Canadian booking's address for a search: depart, arrive, date and optional return. The
 * site is CANADA_BOOKING_URL: a path of this site (our own Canadian booking, decision 266) gives
 * a path, another site's URL an absolute address.
 */
export function canadianBookingUrl(trip: CanadianTrip, site: string = CANADIAN_BOOKING_SITE): string {
  const relative = site.startsWith('/');
  const url = new URL(site, 'http://this.site');
  url.searchParams.set('depart', trip.depart.toUpperCase());
  url.searchParams.set('arrive', trip.arrive.toUpperCase());
  url.searchParams.set('date', trip.date);
  if (trip.returnDate) url.searchParams.set('return', trip.returnDate);
  return relative ? `${url.pathname}${url.search}` : url.toString();
}

const CODE = /^[A-Z0-9]{3,4}$/;

/**
 * What a Canadian booking address asks for (`?depart=YHM&arrive=YYZ&date=2026-12-01&return=…`):
 * each part that is well formed, the rest left out (the traveller fills it in the form).
 */
export function readCanadianTrip(url: URL): Partial<CanadianTrip> {
  const read = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const depart = read('depart').toUpperCase();
  const arrive = read('arrive').toUpperCase();
  const date = read('date');
  const returnDate = read('return');
  return {
    ...(CODE.test(depart) ? { depart } : {}),
    ...(CODE.test(arrive) ? { arrive } : {}),
    ...(isIsoDate(date) ? { date } : {}),
    ...(isIsoDate(returnDate) && isIsoDate(date) && returnDate >= date ? { returnDate } : {}),
  };
}
