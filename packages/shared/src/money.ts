// Money is integer cents with a currency; never floats.

export type Currency = 'USD' | 'CAD';

export interface Fare {
  adult: number;
  child: number;
  infant: number;
}

export interface PartySize {
  adults: number;
  children: number;
  infants: number;
}

export function partyPrice(fare: Fare, party: PartySize): number {
  return fare.adult * party.adults + fare.child * party.children + fare.infant * party.infants;
}

// Formatters kept by their options: making one costs far more than formatting with it, and a
// page's tables format hundreds of amounts (docs/performance.md, issue 33).
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: Currency, fractionDigits?: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${fractionDigits ?? ''}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    fmt = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits });
    formatters.set(key, fmt);
  }
  return fmt;
}

export function formatMoney(cents: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return currencyFormat(locale, currency).format(cents / 100);
}

/** Money in running text: whole amounts without cents ('$29'), others with them ('$19.50'). */
export function formatPrice(cents: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return currencyFormat(locale, currency, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

/** The cheapest and dearest of a set of prices, in cents. */
export interface PriceRange {
  min: number;
  max: number;
}

/**
 * What an adult and a child pay for a ride between two places without a change, as search
 * charges it (every service that carries riders from one to the other, from the same fare
 * table). Public pages state their prices from it (PageServices.fare).
 */
export interface RouteFare {
  currency: Currency;
  adult: PriceRange;
  child: PriceRange;
}

/**
 * Penguin Perks points as travellers read them, in the spec's word for them (decision 249):
 * '2,900 miles', '1 mile'. One mile is one point of the wallet.
 */
export function formatMiles(points: number, locale = 'en-US'): string {
  return `${new Intl.NumberFormat(locale).format(points)} ${Math.abs(points) === 1 ? 'mile' : 'miles'}`;
}
