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

export function formatMoney(cents: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
