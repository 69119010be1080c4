import { describe, expect, it } from 'vitest';
import type { Cart } from '@landline/shared/schemas';
import { itinerary } from '../booking/test-fixtures';
import { english, loadLang } from '../i18n/catalogs';
import { bagCustomersLeft, dollarsToCents, doorToDoorLegs, isRemovable, summaryRows, type ItemLine } from './lines';

/** The payments texts in English, as an English page gets them. */
const en = english.t('payments');

function line(id: number, category: string, over: Partial<ItemLine> = {}, data: Record<string, unknown> = {}): ItemLine {
  return {
    id,
    product: { name: category, category },
    price: 0,
    price_lp: 0,
    quantity: 1,
    payment_type: 'regular',
    data: { direction_type: null, ...data },
    ...over,
  };
}

function cart(items: ItemLine[], lines: Cart['summary_lines'], over: Partial<Cart> = {}): Cart {
  return {
    uuid: '00000000-0000-4000-8000-000000000000',
    items_list: items,
    summary: lines.reduce((n, l) => n + l.amount, 0),
    summary_lp: 0,
    currency: 'USD',
    money_currency: 'USD',
    is_payment_necessary: true,
    count: items.length,
    checked_out_status: false,
    reservation: { rloc: 'ABCDEF' },
    voucher: null,
    summary_lines: lines,
    payment_type: 'regular',
    user_wallet_points: null,
    refused: [],
    prev_cart: null,
    refund_data: null,
    ...over,
  };
}

describe('the price summary of the payment page', () => {
  it('labels each server line from its item, discounts after, in the server’s order', () => {
    const items = [
      line(1, 'landline_ticket', { price: 5800 }, { direction_type: 'departure_trip' }),
      line(2, 'baggage', { price: 1500, quantity: 2 }, { baggage_amount: 2 }),
      line(3, 'connection_guarantee', { price: 1000, quantity: 3 }, { airline: 'UA', flight_number: '1234' }),
      line(4, 'vouchers', { price: 300 }, { vouchers_id: 'WELCOME10' }),
    ];
    const rows = summaryRows(
      cart(items, [
        { category: 'landline_ticket', item_id: 1, amount: 5800, amount_lp: 0 },
        { category: 'baggage', item_id: 2, amount: 3000, amount_lp: 0 },
        { category: 'connection_guarantee', item_id: 3, amount: 3000, amount_lp: 0 },
        { category: 'discount', item_id: null, amount: -580, amount_lp: 0 },
        { category: 'vouchers', item_id: null, amount: -1122, amount_lp: 0 },
      ]),
      en,
    );
    expect(rows.map((r) => [r.label, r.amount, r.line?.id ?? null])).toEqual([
      ['Landline ride (departure)', 5800, 1],
      ['Checked bags · 2 passengers × 2 bags', 3000, 2],
      ['Connection guarantee · UA 1234 · 3 passengers', 3000, 3],
      ['Member discount', -580, null],
      ['Voucher WELCOME10', -1122, 4],
    ]);
    expect(rows.filter((r) => r.line && isRemovable(r.line)).map((r) => r.line!.id)).toEqual([2, 3, 4]);
  });

  it('still lists a refused voucher, at nothing off, so it can be removed', () => {
    const items = [line(1, 'landline_ticket', { price: 2900 }), line(9, 'vouchers', {}, { vouchers_id: 'SUMMER25' })];
    const rows = summaryRows(cart(items, [{ category: 'landline_ticket', item_id: 1, amount: 2900, amount_lp: 0 }]), en);
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ['Landline ride', 2900],
      ['Voucher SUMMER25', 0],
    ]);
  });
});

describe('tickets paid with points', () => {
  it('shows each ticket at its points and the extras in money', () => {
    const items = [
      line(1, 'landline_ticket', { price: 2900, price_lp: 2900, payment_type: 'loyalty_points' }),
      line(2, 'baggage', { price: 1500 }, { baggage_amount: 2 }),
    ];
    const rows = summaryRows(
      cart(
        items,
        [
          { category: 'landline_ticket', item_id: 1, amount: 0, amount_lp: 2900 },
          { category: 'baggage', item_id: 2, amount: 1500, amount_lp: 0 },
        ],
        { payment_type: 'loyalty_points', summary_lp: 2900 },
      ),
      en,
    );
    expect(rows.map((r) => [r.label, r.amount, r.points])).toEqual([
      ['Landline ride', 0, 2900],
      ['Checked bags · 1 passenger × 2 bags', 1500, 0],
    ]);
  });
});

describe('what the trip can still take', () => {
  it('counts the seated passengers without a bag line', () => {
    const c = cart([line(1, 'baggage', { quantity: 2 }), line(2, 'baggage', { quantity: 1 })], []);
    expect(bagCustomersLeft(c, 4)).toBe(1);
    expect(bagCustomersLeft(c, 3)).toBe(0);
  });

  it('offers door-to-door only on the directions that ride a type 4 service', () => {
    const coach = itinerary('coach', {}, { service_type: 2 });
    const door = itinerary('door', {}, { service_type: 4 });
    expect(doorToDoorLegs(coach, null)).toEqual([]);
    expect(doorToDoorLegs(door, coach)).toEqual([1]);
    expect(doorToDoorLegs(coach, door)).toEqual([2]);
    expect(doorToDoorLegs(door, door)).toEqual([1, 2]);
  });
});

describe('store credit typed in dollars', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['$12.05', 1205],
    [' 0.99 ', 99],
    ['0', 0],
    // As a French page writes them.
    ['12,50', 1250],
    ['12,5 $', 1250],
    ['12\u00a0$', 1200],
  ])('%s is %i cents', (typed, cents) => expect(dollarsToCents(typed)).toBe(cents));

  it.each(['', 'ten', '12.345', '-5', '1,000', '$12 $'])('%j is not an amount', (typed) => expect(dollarsToCents(typed)).toBeNull());
});

describe('an edit’s cart (decision 221)', () => {
  it('labels the replaced booking’s line with its reference', () => {
    const previous = line(9, 'previous_landline_ticket', {}, { bookingReference: 'QWE234' });
    const rows = summaryRows(cart([previous], [{ category: 'previous_landline_ticket', item_id: null, amount: -2900, amount_lp: 0 }]), en);
    expect(rows.map((r) => [r.label, r.amount])).toEqual([['Booking QWE234 (replaced)', -2900]]);
    expect(isRemovable(previous)).toBe(false);
  });
});

describe('the price summary on a French page', () => {
  it('labels the lines in French', async () => {
    const fr = (await loadLang('fr')).t('payments');
    const items = [
      line(1, 'landline_ticket', { price: 5800 }, { direction_type: 'return_trip' }),
      line(2, 'baggage', { price: 1500, quantity: 1 }, { baggage_amount: 2 }),
      line(3, 'previous_landline_ticket', {}, { bookingReference: 'QWE234' }),
    ];
    const rows = summaryRows(
      cart(items, [
        { category: 'landline_ticket', item_id: 1, amount: 5800, amount_lp: 0 },
        { category: 'baggage', item_id: 2, amount: 1500, amount_lp: 0 },
        { category: 'previous_landline_ticket', item_id: 3, amount: -2900, amount_lp: 0 },
        { category: 'discount', item_id: null, amount: -580, amount_lp: 0 },
      ]),
      fr,
    );
    expect(rows.map((r) => r.label)).toEqual([
      'Trajet Landline (retour)',
      'Bagages enregistrés · 1 passager × 2 bagages',
      'Réservation QWE234 (remplacée)',
      'Rabais de membre',
    ]);
  });
});
