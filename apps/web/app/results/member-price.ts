import { cartSummary, memberDiscountPercent, PARTNER_PASS_LINE, type CartItem, type TierName } from '@landline/shared/cart';
import type { Itinerary } from '@landline/shared/schemas';

// The member price of chosen tickets (decisions 211, 214 and 247), worked out with the cart's own
// arithmetic (cartSummary) on the lines the hold will put in the cart: one ride line and one
// flight line per direction. So the price the results and the summary show is the cent the cart
// charges. Pure.

export interface MemberPrice {
  /** What the member pays for the tickets by card, in cents of `currency`. */
  cents: number;
  currency: Itinerary['currency'];
  /** The member discount, percent. */
  percent: number;
  /** Whether Platinum's Partner Pass frees a companion's fare. */
  partnerPass: boolean;
}

/** The hold's ticket lines for these itineraries (bookings/service.ts makes the same ones). */
function ticketLines(its: readonly Itinerary[]): CartItem[] {
  return its.flatMap((it, i) => [
    ...(it.landline_price > 0 || it.flight_price === 0
      ? [
          {
            id: 2 * i,
            category: 'landline_ticket' as const,
            price: it.landline_price,
            price_lp: 0,
            quantity: 1,
            payment_type: 'regular' as const,
          },
        ]
      : []),
    ...(it.flight_price > 0
      ? [
          {
            id: 2 * i + 1,
            category: 'flight_ticket' as const,
            price: it.flight_price,
            price_lp: 0,
            quantity: 1,
            payment_type: 'regular' as const,
          },
        ]
      : []),
  ]);
}

/**
 * The member price of the tickets `its` (a departure, or a departure and its return) for a party of
 * `seated` seats; null when the tier gives nothing or the tickets are in two currencies.
 */
export function memberPrice(its: readonly Itinerary[], tier: TierName | null | undefined, seated: number): MemberPrice | null {
  const percent = memberDiscountPercent(tier);
  if (!its.length || percent === 0) return null;
  const currency = its[0].currency;
  if (its.some((it) => it.currency !== currency)) return null;
  const summary = cartSummary(ticketLines(its), { tier, seated });
  return { cents: summary.summary, currency, percent, partnerPass: summary.lines.some((l) => l.category === PARTNER_PASS_LINE) };
}
