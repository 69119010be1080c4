import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyVoucher,
  baggagePrice,
  CART_QUANTITY_MAX,
  cartSummary,
  CHARGEABLE_CATEGORIES,
  doorToDoorPrice,
  doorToDoorServices,
  EXTRA_BAG_PRICE_CENTS,
  memberDiscount,
  memberDiscountPercent,
  PARTNER_PASS_LINE,
  partnerPass,
  partnerPassApplies,
  percentOf,
  pointsFor,
  pointsPurchasePrice,
  REFUSAL_MESSAGES,
  storeCreditApplicable,
  type CartItem,
  type TierName,
  type Voucher,
  type VoucherValue,
} from './cart.js';
import { DOOR_TO_DOOR_PRICE_CENTS, MAX_BAGS_PER_CUSTOMER, TIERS } from './constants.js';
import { CART_MESSAGES } from './messages.js';
import {
  addItemSchema,
  clearItemsSchema,
  connectionGuaranteeDataSchema,
  doorToDoorDataSchema,
  itemDataSchema,
  removeItemSchema,
} from './schemas/cart.js';

const AT = new Date('2026-11-23T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const voucher = (v: Partial<Omit<Voucher, 'amount' | 'percent'>> & VoucherValue): Voucher =>
  ({ code: 'HELLO', valid_from: null, valid_until: null, usage_limit: null, uses: 0, ...v }) as Voucher;
const item = (category: CartItem['category'], price: number, quantity = 1, id = 1): CartItem => ({
  id,
  category,
  price,
  price_lp: price,
  quantity,
  payment_type: 'regular',
});
/** Field paths and messages of a failed parse. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('door to door', () => {
  it('charges $20.00 per service of up to 4 passengers', () => {
    expect(doorToDoorPrice(1)).toBe(DOOR_TO_DOOR_PRICE_CENTS);
    expect(doorToDoorPrice(4)).toBe(2000);
    expect(doorToDoorServices(5)).toBe(2);
    expect(doorToDoorPrice(5)).toBe(4000);
    expect(doorToDoorPrice(9)).toBe(6000);
  });

  it('refuses a party of nobody or of part of a person', () => {
    expect(() => doorToDoorPrice(0)).toThrow(RangeError);
    expect(() => doorToDoorPrice(1.5)).toThrow(RangeError);
  });
});

describe('baggage', () => {
  it('lets the first bag go free and charges the second', () => {
    expect(baggagePrice(0)).toBe(0);
    expect(baggagePrice(1)).toBe(0);
    expect(baggagePrice(2)).toBe(EXTRA_BAG_PRICE_CENTS);
  });

  it('refuses more than 2 bags and negative counts', () => {
    expect(() => baggagePrice(MAX_BAGS_PER_CUSTOMER + 1)).toThrow(RangeError);
    expect(() => baggagePrice(-1)).toThrow(RangeError);
  });
});

describe('member discount', () => {
  it('gives 10% from Silver on, nothing to Basic members and guests', () => {
    expect(TIERS.map((t) => memberDiscountPercent(t.name))).toEqual([0, 10, 10, 10]);
    expect(memberDiscountPercent(null)).toBe(0);
    expect(memberDiscount(3900, 'Gold')).toBe(390);
  });

  it('rounds a fraction of a cent down', () => {
    expect(memberDiscount(1995, 'Silver')).toBe(199);
    expect(percentOf(1, 50)).toBe(0);
  });

  it('applies to our ride tickets only', () => {
    const cart = cartSummary([item('landline_ticket', 3900, 2, 1), item('flight_ticket', 15000, 1, 2), item('baggage', 1500, 1, 3)], {
      tier: 'Silver',
    });
    expect(cart.lines.find((l) => l.category === 'discount')?.amount).toBe(-780);
    expect(cart.summary).toBe(7800 + 15000 + 1500 - 780);
  });
});

describe('Partner Pass (decision 214)', () => {
  it('frees one seated passenger of a Platinum party of two or more, then takes 10% off the rest', () => {
    const cart = cartSummary([item('landline_ticket', 7800, 1, 1), item('landline_ticket', 7800, 1, 2), item('baggage', 1500, 1, 3)], {
      tier: 'Platinum',
      seated: 2,
    });
    // Two directions of 2 × $39: one seat's share of both is $78; 10% off the other $78.
    expect(cart.lines.filter((l) => l.item_id === null)).toEqual([
      { category: PARTNER_PASS_LINE, item_id: null, amount: -7800, amount_lp: 0 },
      { category: 'discount', item_id: null, amount: -780, amount_lp: 0 },
    ]);
    expect(cart.summary).toBe(15600 + 1500 - 7800 - 780);
  });

  it('is Platinum’s only, for a party of two or more seated passengers, and rounds down', () => {
    expect(TIERS.map((t) => partnerPassApplies(t.name, 2))).toEqual([false, false, false, true]);
    expect(partnerPassApplies('Platinum', 1)).toBe(false);
    expect(partnerPassApplies(null, 3)).toBe(false);
    expect(partnerPass(10_000, 'Platinum', 3)).toBe(3333);
    expect(cartSummary([item('landline_ticket', 3900)], { tier: 'Platinum', seated: 1 }).lines.map((l) => l.category)).toEqual([
      'landline_ticket',
      'discount',
    ]);
  });

  it('leaves tickets paid with points whole', () => {
    const cart = cartSummary([{ ...item('landline_ticket', 7800), payment_type: 'loyalty_points' }], { tier: 'Platinum', seated: 2 });
    expect(cart.summary_lp).toBe(7800);
    expect(cart.lines.some((l) => l.category === PARTNER_PASS_LINE)).toBe(false);
  });
});

describe('vouchers', () => {
  it('takes a fixed amount off, never more than the subtotal', () => {
    expect(applyVoucher(5000, voucher({ amount: 3500 }), AT)).toEqual({ ok: true, amount: 3500 });
    expect(applyVoucher(2900, voucher({ amount: 3500 }), AT)).toEqual({ ok: true, amount: 2900 });
  });

  it('takes a percentage off, rounded down', () => {
    expect(applyVoucher(3900, voucher({ percent: 20 }), AT)).toEqual({ ok: true, amount: 780 });
    expect(applyVoucher(1999, voucher({ percent: 50 }), AT)).toEqual({ ok: true, amount: 999 });
  });

  it('is refused before it starts and from the instant it ends', () => {
    expect(applyVoucher(5000, voucher({ amount: 100, valid_from: day('2026-11-24') }), AT)).toEqual({ ok: false, reason: 'not_yet_valid' });
    expect(applyVoucher(5000, voucher({ amount: 100, valid_until: day('2026-11-23') }), AT)).toEqual({ ok: false, reason: 'expired' });
    expect(applyVoucher(5000, voucher({ amount: 100, valid_until: AT }), AT)).toEqual({ ok: false, reason: 'expired' });
    expect(applyVoucher(5000, voucher({ amount: 100, valid_from: AT, valid_until: day('2026-12-01') }), AT).ok).toBe(true);
  });

  it('is refused once used as often as it may be', () => {
    expect(applyVoucher(5000, voucher({ amount: 100, usage_limit: 1, uses: 1 }), AT)).toEqual({ ok: false, reason: 'used_up' });
    expect(applyVoucher(5000, voucher({ amount: 100, usage_limit: 2, uses: 1 }), AT).ok).toBe(true);
  });

  it('is refused when nothing in the cart is covered by it', () => {
    const cart = cartSummary([item('baggage', 1500)], {
      voucher: { voucher: voucher({ amount: 500, categories: ['landline_ticket'] }), at: AT },
    });
    expect(cart.refused).toEqual([{ category: 'vouchers', reason: 'not_applicable' }]);
    expect(cart.summary).toBe(1500);
    const zero = cartSummary([item('baggage', 1500)], { voucher: { voucher: voucher({ percent: 0 }), at: AT } });
    expect(zero.lines).toEqual([{ category: 'baggage', item_id: 1, amount: 1500, amount_lp: 0 }]);
    const twice = cartSummary([item('baggage', 1500)], {
      voucher: { voucher: voucher({ amount: 5000, categories: ['baggage', 'baggage'] }), at: AT },
    });
    expect(twice.summary).toBe(0);
    expect(twice.lines.at(-1)?.amount).toBe(-1500);
    expect(REFUSAL_MESSAGES.not_applicable).toBe(CART_MESSAGES.voucherNotApplicable);
  });

  it('applies after the member discount, on what remains', () => {
    const cart = cartSummary([item('landline_ticket', 3900)], { tier: 'Silver', voucher: { voucher: voucher({ amount: 3500 }), at: AT } });
    expect(cart.lines.map((l) => [l.category, l.amount])).toEqual([
      ['landline_ticket', 3900],
      ['discount', -390],
      ['vouchers', -3500],
    ]);
    expect(cart.summary).toBe(10);
    const free = cartSummary([item('landline_ticket', 3900)], { tier: 'Silver', voucher: { voucher: voucher({ percent: 100 }), at: AT } });
    expect(free).toMatchObject({ summary: 0, is_payment_necessary: false });
  });
});

describe('store credit', () => {
  it('applies only a positive amount', () => {
    expect(storeCreditApplicable(0, 5000, 3900)).toEqual({ ok: false, reason: 'not_positive' });
    expect(storeCreditApplicable(-100, 5000, 3900)).toEqual({ ok: false, reason: 'not_positive' });
  });

  it('refuses more than the balance and caps at what is due', () => {
    expect(storeCreditApplicable(6000, 5000, 9000)).toEqual({ ok: false, reason: 'above_balance' });
    expect(storeCreditApplicable(5000, 5000, 3900)).toEqual({ ok: true, amount: 3900 });
    expect(storeCreditApplicable(2000, 5000, 3900)).toEqual({ ok: true, amount: 2000 });
    expect(storeCreditApplicable(2000, 5000, 0)).toEqual({ ok: false, reason: 'nothing_due' });
  });

  it('comes after the worth of a replaced booking, which pays up to what is due', () => {
    const cart = cartSummary([item('landline_ticket', 3900)], { previous: 2000, storeCredit: { amount: 5000, balance: 5000 } });
    expect(cart.lines.slice(1)).toEqual([
      { category: 'previous_landline_ticket', item_id: null, amount: -2000, amount_lp: 0 },
      { category: 'store_credits', item_id: null, amount: -1900, amount_lp: 0 },
    ]);
    expect(cartSummary([item('landline_ticket', 3900)], { previous: 9000 }).lines.at(-1)!.amount).toBe(-3900);
  });

  it('comes last, on what the discounts leave', () => {
    const cart = cartSummary([item('landline_ticket', 3900)], { tier: 'Gold', storeCredit: { amount: 5000, balance: 5000 } });
    expect(cart.lines.at(-1)).toEqual({ category: 'store_credits', item_id: null, amount: -3510, amount_lp: 0 });
    expect(cart).toMatchObject({ summary: 0, is_payment_necessary: false, refused: [] });
  });
});

describe('cart summary', () => {
  it('adds price × quantity of every item', () => {
    const cart = cartSummary([item('landline_ticket', 2900, 2, 1), item('door_2_door', 2000, 1, 2), item('premium_seating', 1000, 2, 3)]);
    expect(cart).toEqual({
      summary: 5800 + 2000 + 2000,
      is_payment_necessary: true,
      refused: [],
      lines: [
        { category: 'landline_ticket', item_id: 1, amount: 5800, amount_lp: 0 },
        { category: 'door_2_door', item_id: 2, amount: 2000, amount_lp: 0 },
        { category: 'premium_seating', item_id: 3, amount: 2000, amount_lp: 0 },
      ],
    });
  });

  it('counts items paid with points in summary_lp only, without money discounts', () => {
    const points: CartItem = { ...item('landline_ticket', 3900), price_lp: 3900, payment_type: 'loyalty_points' };
    const cart = cartSummary([points], { tier: 'Platinum', voucher: { voucher: voucher({ percent: 10 }), at: AT } });
    expect(cart).toMatchObject({ summary: 0, summary_lp: 3900, is_payment_necessary: false });
    expect(cart.refused).toEqual([{ category: 'vouchers', reason: 'not_applicable' }]);
    expect(cartSummary([item('baggage', 1500)])).not.toHaveProperty('summary_lp');
  });

  it('refuses negative prices and empty quantities instead of lowering the total', () => {
    expect(() => cartSummary([item('baggage', -1500)])).toThrow(RangeError);
    expect(() => cartSummary([item('baggage', 1500, 0)])).toThrow(RangeError);
  });
});

// ---- Properties ------------------------------------------------------------------------------

const cents = fc.integer({ min: 0, max: 1_000_000 });
const itemArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  category: fc.constantFrom(...CHARGEABLE_CATEGORIES),
  price: cents,
  price_lp: cents,
  quantity: fc.integer({ min: 1, max: CART_QUANTITY_MAX }),
  payment_type: fc.constantFrom('regular' as const, 'loyalty_points' as const),
});
const voucherArb = fc.record({
  value: fc.oneof(fc.record({ amount: cents }), fc.record({ percent: fc.integer({ min: 0, max: 100 }) })) as fc.Arbitrary<VoucherValue>,
  categories: fc.option(fc.subarray([...CHARGEABLE_CATEGORIES], { minLength: 1 }), { nil: undefined }),
  usage_limit: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  uses: fc.integer({ min: 0, max: 5 }),
});
const adjustmentsArb = fc.record({
  tier: fc.constantFrom<TierName | null>(null, ...TIERS.map((t) => t.name)),
  seated: fc.integer({ min: 0, max: 8 }),
  voucher: fc.option(voucherArb, { nil: null }),
  storeCredit: fc.option(fc.record({ amount: fc.integer({ min: -1000, max: 1_000_000 }), balance: cents }), { nil: null }),
  previous: fc.option(cents, { nil: null }),
});
const regularTotal = (items: CartItem[]) => items.filter((i) => i.payment_type === 'regular').reduce((s, i) => s + i.price * i.quantity, 0);

describe('cart properties', () => {
  it('is the sum of the item lines when nothing is taken off', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), (items) => {
        const cart = cartSummary(items);
        expect(cart.summary).toBe(regularTotal(items));
        expect(cart.summary).toBe(cart.lines.reduce((s, l) => s + l.amount, 0));
        expect(cart.is_payment_necessary).toBe(cart.summary > 0);
      }),
    );
  });

  it('is never negative, equals its lines, and each discount stays within what it covers', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), adjustmentsArb, (items, adj) => {
        const v = adj.voucher;
        const cart = cartSummary(items, {
          tier: adj.tier,
          seated: adj.seated,
          voucher: v && { voucher: voucher({ ...v.value, categories: v.categories, usage_limit: v.usage_limit, uses: v.uses }), at: AT },
          storeCredit: adj.storeCredit,
          previous: adj.previous,
        });
        const amountOf = (category: string) => cart.lines.filter((l) => l.category === category).reduce((s, l) => s - l.amount, 0);
        const bought = (categories: readonly string[]) =>
          items
            .filter((i) => i.payment_type === 'regular' && categories.includes(i.category))
            .reduce((s, i) => s + i.price * i.quantity, 0);
        const pass = amountOf(PARTNER_PASS_LINE);
        const member = amountOf('discount');
        const byVoucher = amountOf('vouchers');
        const credit = amountOf('store_credits');
        const previous = amountOf('previous_landline_ticket');

        expect(cart.summary).toBeGreaterThanOrEqual(0);
        expect(cart.summary).toBe(regularTotal(items) - pass - member - byVoucher - previous - credit);
        // A replaced booking pays what is due after the discounts, up to its worth (decision 221).
        expect(previous).toBe(Math.min(adj.previous ?? 0, regularTotal(items) - pass - member - byVoucher));
        expect(cart.summary).toBe(cart.lines.reduce((s, l) => s + l.amount, 0));
        // The pass frees one seat of a Platinum party of two or more, nothing else.
        expect(pass).toBe(adj.tier === 'Platinum' && adj.seated >= 2 ? Math.floor(bought(['landline_ticket']) / adj.seated) : 0);
        expect(member).toBeLessThanOrEqual((bought(['landline_ticket']) - pass) / 10);
        expect(byVoucher).toBeLessThanOrEqual(bought(v?.categories ?? CHARGEABLE_CATEGORIES));
        if (v?.value.percent !== undefined)
          expect(byVoucher).toBeLessThanOrEqual((bought(v.categories ?? CHARGEABLE_CATEGORIES) * v.value.percent) / 100);
        if (adj.storeCredit) expect(credit).toBeLessThanOrEqual(Math.max(0, Math.min(adj.storeCredit.amount, adj.storeCredit.balance)));
        for (const d of [pass, member, byVoucher, previous, credit]) expect(d).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never applies store credit above the balance or what is due', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), cents, cents, (amount, balance, due) => {
        const outcome = storeCreditApplicable(amount, balance, due);
        if (outcome.ok) {
          expect(outcome.amount).toBeGreaterThan(0);
          expect(outcome.amount).toBeLessThanOrEqual(Math.min(amount, balance, due));
        } else {
          expect(amount <= 0 || amount > balance || due === 0).toBe(true);
        }
      }),
    );
  });

  it('takes at most its percentage, short of it by less than a cent', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (subtotal, percent) => {
        const outcome = applyVoucher(subtotal, voucher({ percent }), AT);
        if (subtotal === 0) {
          expect(outcome).toEqual({ ok: false, reason: 'not_applicable' });
          return;
        }
        if (!outcome.ok) throw new Error(outcome.reason);
        expect(outcome.amount * 100).toBeLessThanOrEqual(subtotal * percent);
        expect(outcome.amount * 100).toBeGreaterThan(subtotal * percent - 100);
        expect(outcome.amount).toBeLessThanOrEqual(subtotal);
      }),
    );
  });

  it('takes at most its amount and at most the subtotal for a fixed voucher', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), cents, (subtotal, amount) => {
        const outcome = applyVoucher(subtotal, voucher({ amount }), AT);
        expect(outcome).toEqual({ ok: true, amount: Math.min(amount, subtotal) });
      }),
    );
  });
});

// ---- Request schemas -------------------------------------------------------------------------

describe('cart request schemas', () => {
  it('fills add_item defaults and takes its numbers as JSON numbers only (decision 236)', () => {
    expect(addItemSchema.parse({})).toEqual({ item: { payment_type: 'regular', quantity: 1 }, data: {} });
    expect(addItemSchema.parse({ item: { payment_type: 'store_credits', quantity: 1 }, data: { store_credits_amount: 2500 } })).toEqual({
      item: { payment_type: 'store_credits', quantity: 1 },
      data: { store_credits_amount: 2500 },
    });
    expect(
      issues(addItemSchema.safeParse({ item: { quantity: '1' }, data: { store_credits_amount: '2500', baggage_amount: '2' } })),
    ).toEqual([
      ['item.quantity', 'Must be a number, not text.'],
      ['data.store_credits_amount', 'Must be a number, not text.'],
      ['data.baggage_amount', 'Must be a number, not text.'],
    ]);
    expect(addItemSchema.parse({ data: { baggage_amount: 2 } }).data.baggage_amount).toBe(2);
  });

  it('refuses negative, zero and too many bags with field errors', () => {
    expect(issues(addItemSchema.safeParse({ data: { baggage_amount: -1 } }))).toEqual([['data.baggage_amount', CART_MESSAGES.bagsMin]]);
    expect(issues(addItemSchema.safeParse({ data: { baggage_amount: 0 } }))).toEqual([['data.baggage_amount', CART_MESSAGES.bagsMin]]);
    expect(issues(addItemSchema.safeParse({ data: { baggage_amount: 3 } }))).toEqual([
      ['data.baggage_amount', `Each customer can take at most ${MAX_BAGS_PER_CUSTOMER} bags.`],
    ]);
  });

  it('refuses zero and negative store credit', () => {
    for (const amount of [0, -500])
      expect(issues(addItemSchema.safeParse({ data: { store_credits_amount: amount } }))).toEqual([
        ['data.store_credits_amount', CART_MESSAGES.storeCreditPositive],
      ]);
  });

  it('refuses quantities out of range and unknown payment types', () => {
    const quantity = `Enter a quantity between 1 and ${CART_QUANTITY_MAX}.`;
    expect(issues(addItemSchema.safeParse({ item: { quantity: 0 } }))).toEqual([['item.quantity', quantity]]);
    expect(issues(addItemSchema.safeParse({ item: { quantity: CART_QUANTITY_MAX + 1 } }))).toEqual([['item.quantity', quantity]]);
    expect(issues(addItemSchema.safeParse({ item: { quantity: 1.5 } }))).toEqual([['item.quantity', 'Enter a whole number.']]);
    expect(issues(addItemSchema.safeParse({ item: { payment_type: 'cash' } }))).toEqual([
      ['item.payment_type', CART_MESSAGES.paymentTypeInvalid],
    ]);
  });

  it('applies a voucher only when a code is entered', () => {
    expect(issues(addItemSchema.safeParse({ data: { vouchers_id: '  ' } }))).toEqual([['data.vouchers_id', CART_MESSAGES.voucherRequired]]);
    expect(itemDataSchema('vouchers')?.safeParse({}).success).toBe(false);
  });

  it('requires the door-to-door fields and a Mankato city', () => {
    const ok = { 'street-name': 'Riverfront Dr', 'street-number': '100', city: 'North Mankato', leg: 1 };
    expect(doorToDoorDataSchema.parse(ok)).toMatchObject({ count: 1, leg: 1, d2d_instruction: 4 });
    expect(issues(doorToDoorDataSchema.safeParse({ ...ok, leg: '1', count: '2' }))).toEqual([
      ['count', 'Must be a number, not text.'],
      ['leg', 'Must be a number, not text.'],
    ]);
    expect(issues(doorToDoorDataSchema.safeParse({ ...ok, 'street-name': ' ', city: 'Duluth', leg: 3 }))).toEqual([
      ['street-name', 'Street name is required.'],
      ['city', CART_MESSAGES.doorToDoorCity],
      ['leg', CART_MESSAGES.legInvalid],
    ]);
    expect(itemDataSchema('door_2_door')).toBe(doorToDoorDataSchema);
    expect(itemDataSchema('landline_ticket')).toBeNull();
  });

  it('requires every connection guarantee field', () => {
    const ok = {
      airline: 'ua',
      flight_number: '1234',
      origin: 'den',
      destination: 'ord',
      departure_time: '07:45',
      departure_date: '2026-12-01',
    };
    expect(connectionGuaranteeDataSchema.parse(ok)).toMatchObject({ airline: 'UA', origin: 'DEN' });
    const paths = issues(connectionGuaranteeDataSchema.safeParse({})).map(([p]) => p);
    expect(paths).toEqual(['airline', 'flight_number', 'origin', 'destination', 'departure_time', 'departure_date']);
    expect(issues(connectionGuaranteeDataSchema.safeParse({ ...ok, departure_time: '25:00', departure_date: '2026-02-30' }))).toEqual([
      ['departure_time', CART_MESSAGES.timeInvalid],
      ['departure_date', CART_MESSAGES.dateInvalid],
    ]);
  });

  it('requires the cart and item of a removal and the cart of a clear', () => {
    expect(removeItemSchema.parse({ cart_id: 'c-1', item_id: 7 })).toEqual({ cart_id: 'c-1', item_id: 7, reservation_uuid: null });
    expect(issues(removeItemSchema.safeParse({ cart_id: 'c-1', item_id: '7' }))).toEqual([['item_id', 'Must be a number, not text.']]);
    expect(issues(removeItemSchema.safeParse({ cart_id: '', item_id: -1 }))).toEqual([
      ['cart_id', CART_MESSAGES.cartRequired],
      ['item_id', CART_MESSAGES.itemRequired],
    ]);
    expect(issues(clearItemsSchema.safeParse({}))).toEqual([['cart_id', CART_MESSAGES.cartRequired]]);
  });
});

describe('points (decisions 208 and 210)', () => {
  it('a price in cents costs as many points, rounded up', () => {
    expect(pointsFor(2900)).toBe(2900);
    expect(pointsFor(0)).toBe(0);
    expect(() => pointsFor(-1)).toThrow(RangeError);
  });

  it('a bought point costs 1.25 cents, the total rounded up to the cent', () => {
    expect(pointsPurchasePrice(1000)).toBe(1250);
    expect(pointsPurchasePrice(2500)).toBe(3125);
    expect(pointsPurchasePrice(501)).toBe(627); // 626.25 rounds up
    expect(() => pointsPurchasePrice(1.5)).toThrow(RangeError);
  });

  it('prices tickets paid with points in summary_lp only, extras in money, and no money discount on them', () => {
    const items: CartItem[] = [
      { id: 1, category: 'landline_ticket', price: 2900, price_lp: 2900, quantity: 1, payment_type: 'loyalty_points' },
      { id: 2, category: 'baggage', price: 1500, price_lp: 0, quantity: 1, payment_type: 'regular' },
    ];
    const s = cartSummary(items, { tier: 'Gold' });
    expect([s.summary, s.summary_lp, s.is_payment_necessary]).toEqual([1500, 2900, true]);
    expect(cartSummary(items.slice(0, 1)).is_payment_necessary).toBe(false);
  });
});
