import { describe, expect, it } from 'vitest';
import type { Itinerary } from '@landline/shared/schemas';
import { memberPrice } from './member-price';

// The member price the results and the summary show (decision 247) is the cart's arithmetic on the
// hold's lines: the Partner Pass first, then 10% of what the party still pays for its rides, air
// fares at their price; across both directions at once, as the cart sums them.

const it_ = (landline: number, flight = 0, currency: 'USD' | 'CAD' = 'USD') =>
  ({ landline_price: landline, flight_price: flight, price: landline + flight, currency }) as Itinerary;

describe('memberPrice', () => {
  it('gives nothing to a guest or a Basic member', () => {
    expect(memberPrice([it_(2900)], null, 1)).toBeNull();
    expect(memberPrice([it_(2900)], 'Basic', 1)).toBeNull();
  });

  it('takes 10% off the rides of a Silver member, rounded down, and nothing off air fares', () => {
    expect(memberPrice([it_(2900)], 'Silver', 1)).toEqual({ cents: 2610, currency: 'USD', percent: 10, partnerPass: false });
    expect(memberPrice([it_(2905, 29_700)], 'Gold', 1)?.cents).toBe(2905 - 290 + 29_700);
  });

  it('frees a Platinum companion first, then 10% off the rest, over both directions together', () => {
    // 2 seats, $58 + $59.01 of rides: the pass takes floor(11701 / 2) = 5850, then 10% of 5851 = 585.
    expect(memberPrice([it_(5800), it_(5901)], 'Platinum', 2)).toEqual({
      cents: 11_701 - 5850 - 585,
      currency: 'USD',
      percent: 10,
      partnerPass: true,
    });
    // Alone, a Platinum member has no companion to free.
    expect(memberPrice([it_(2900)], 'Platinum', 1)).toMatchObject({ cents: 2610, partnerPass: false });
  });

  it('says nothing of tickets in two currencies', () => {
    expect(memberPrice([it_(2900), it_(4900, 0, 'CAD')], 'Silver', 1)).toBeNull();
  });
});
