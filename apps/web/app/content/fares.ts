// Prices in page copy, always from the fare table search charges (PageServices.fare, read by
// the page's loader): never typed into the copy (STYLE.md §2).
import { CHILD_MAX_AGE } from '@landline/shared/constants';
import { formatPrice, type PriceRange, type RouteFare } from '@landline/shared/money';
import type { PageServices } from '../server/page-services';

const merge = (a: PriceRange, b: PriceRange): PriceRange => ({ min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) });

/** Both directions of a route in one fare (pages say "each way"); null when neither is sold. */
export function mergeFares(a: RouteFare | null, b: RouteFare | null): RouteFare | null {
  if (!a || !b) return a ?? b;
  return { currency: a.currency, adult: merge(a.adult, b.adult), child: merge(a.child, b.child) };
}

/** The fare between two places, either way, as search charges it. */
export async function eachWayFare(services: Pick<PageServices, 'fare'>, a: string, b: string): Promise<RouteFare | null> {
  const [there, back] = await Promise.all([services.fare(a, b), services.fare(b, a)]);
  return mergeFares(there, back);
}

/** '$29', or '$33 to $39' when the fares differ. */
export function priceText(range: PriceRange, currency: RouteFare['currency']): string {
  const min = formatPrice(range.min, currency);
  return range.min === range.max ? min : `${min} to ${formatPrice(range.max, currency)}`;
}

const KIDS = `${CHILD_MAX_AGE} and under`;

/**
 * The fare in a sentence's words: 'Adult fares are $29 each way' and 'kids 12 and under ride
 * free' (or 'children 12 and under pay $19.50'); without a fare, a pointer to the search.
 */
export function fareSentence(fare: RouteFare | null, between: string): string {
  if (!fare) return `Search your date to see the fares ${between}.`;
  const adults = `Adult fares are ${priceText(fare.adult, fare.currency)} each way ${between}`;
  const kids = fare.child.max === 0 ? `kids ${KIDS} ride free` : `children ${KIDS} pay ${priceText(fare.child, fare.currency)}`;
  return `${adults}; ${kids}.`;
}

/** The same, short, for a meta description: 'adults $29, kids 12 and under free'. */
export function fareClause(fare: RouteFare | null): string {
  if (!fare) return 'fares in the search';
  const kids = fare.child.max === 0 ? `kids ${KIDS} free` : `children ${KIDS} ${priceText(fare.child, fare.currency)}`;
  return `adults ${priceText(fare.adult, fare.currency)}, ${kids}`;
}
