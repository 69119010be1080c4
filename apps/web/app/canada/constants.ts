// The Canadian service's figures and addresses (the content spec's section 9, "Canada"); the
// shuttle's own fares come from the fare table search charges (PageServices.fare), not from here.

/** The Canadian shuttle's phone (ours, Ontario area code): calls and texts, vacations codes. */
export const CANADA_PHONE_NUMBER = '+19055550148';

/** Air Canada Vacations package price of the shuttle, per rider (section 9), in cents. */
export const VACATIONS_FARE_CAD_CENTS = 4000;
/** Discount on the shuttle for Air Canada Vacations travellers, with a code from the shuttle phone. */
export const VACATIONS_DISCOUNT_PERCENT = 20;
/** Free parking at Kingston airport (YGK). */
export const KINGSTON_FREE_PARKING_WEEKS = 2;
/** Air Canada bookings: be at the coach this long before departure (section 9); one figure for the whole site. */
export {
  AIR_CANADA_ARRIVE_REGIONAL_MIN as ARRIVE_BEFORE_REGIONAL_MIN,
  AIR_CANADA_ARRIVE_TORONTO_MIN as ARRIVE_BEFORE_TORONTO_MIN,
  CANADA_CHANGE_CUTOFF_HOURS,
} from '../content/constants';

/** Toronto Pearson, where every Canadian route runs; YTO is Toronto's city code (flight status). */
export const TORONTO_PEARSON = 'YYZ';
export const TORONTO_CITY_CODE = 'YTO';
/** Every Canadian time is Toronto's (all four airports keep Eastern time). */
export const TORONTO_TIME_ZONE = 'America/Toronto';

/** The airport pages: their address under /canada and the airport they serve. */
export const CANADA_AIRPORTS = {
  hamilton: { code: 'YHM' },
  waterloo: { code: 'YKF' },
  kingston: { code: 'YGK' },
} as const;

export type CanadaAirport = keyof typeof CANADA_AIRPORTS;
export const CANADA_AIRPORT_SLUGS = Object.keys(CANADA_AIRPORTS) as CanadaAirport[];

/** How many example destinations the "to the World" card lists. */
export const DESTINATIONS_SHOWN = 30;

/** The airline's site, in the page's language (booking starts from the airport). */
export function airCanadaBookingUrl(lang: 'en' | 'fr', origin?: string): string {
  const url = new URL(`https://www.aircanada.com/ca/${lang}/aco/home.html`);
  if (origin) url.searchParams.set('orig', origin);
  return url.toString();
}

/** The airline's flight-status search from an airport to Toronto (section 7: destination YTO). */
export function airCanadaStatusUrl(lang: 'en' | 'fr', origin: string): string {
  const url = new URL(`https://www.aircanada.com/ca/${lang}/aco/home/fly/flight-information/flight-status.html`);
  url.searchParams.set('origin', origin);
  url.searchParams.set('destination', TORONTO_CITY_CODE);
  return url.toString();
}
