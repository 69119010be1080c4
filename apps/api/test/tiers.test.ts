import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, products, vouchers } from '../src/db/schema.js';
import { heldCart, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';

// Penguin Perks tiers from real bookings (decision 211): the profile counts the paid
// rides that have left, a promo trip of 50% off or more does not count, and Silver's 10% member
// discount prices the member's next cart and its checkout; a paid cart keeps the tier it was
// paid with.

let t: TestApp;
let voucherProduct: number;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  voucherProduct = (await t.database.db.select().from(products)).find((p) => p.category === 'vouchers')!.id;
  await t.database.db.insert(vouchers).values({ code: 'HALFOFF', percent: 50 });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'PUT' | 'POST', url: string, access: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, payload: payload as object, headers: { authorization: `JWT ${access}` } });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Body };
}

/** A FTC → DEN ride `days` after TEST_NOW, given to the member and paid by card (with a voucher if named). */
async function ride(access: string, days: number, voucher?: string) {
  const r = await heldCart(t.app, days);
  expect((await call('POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`, access)).status).toBe(200);
  if (voucher) {
    const added = await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${voucherProduct}/`, access, {
      data: { vouchers_id: voucher },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const paid = await call('PUT', '/api/cart/check_out/', access, {
    cart_id: r.cart.uuid,
    payment_data: { holder_name: 'Mae Jemison', email: 'mae@example.com' },
    stripe_token: 'tok_visa',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { reservation: r, paid: paid.body };
}

const perks = async (access: string) => (await call('GET', '/api/profile/', access)).body.penguin_perks;
/** A new session (access tokens last minutes; the tests move the clock by days). */
async function login(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sessions/', payload: { email, password: 'Shuttle-Rider-7' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access;
}
const later = (days: number) => new Date(Date.parse(TEST_NOW) + days * 86_400_000).toISOString();

describe('tiers from paid rides', () => {
  it('counts paid rides once they have left; five make Silver, whose 10% prices the next cart and its checkout', async () => {
    t.setNow(TEST_NOW);
    const m = await registerMember(t.app, 'silver@example.com');
    const first = [];
    for (const days of [2, 3, 4, 5, 6]) first.push(await ride(m.access, days));
    // Booked, not yet ridden: Basic.
    expect(await perks(m.access)).toEqual({ tier: 'Basic', eligible_trips: 0, discount: 0 });

    t.setNow(later(8));
    m.access = await login('silver@example.com');
    expect(await perks(m.access)).toEqual({ tier: 'Silver', eligible_trips: 5, discount: 10 });
    const next = await heldCart(t.app, 12);
    const cart = (await call('POST', `/api/v2/cart/cart/${next.cart.uuid}/assign_cart_to_user/`, m.access)).body;
    const fare = next.cart.summary;
    expect(cart.summary_lines).toContainEqual({ category: 'discount', item_id: null, amount: -Math.floor(fare / 10), amount_lp: 0 });
    expect(cart.summary).toBe(fare - Math.floor(fare / 10));
    const paid = await call('PUT', '/api/cart/check_out/', m.access, {
      cart_id: next.cart.uuid,
      payment_data: { holder_name: 'Mae Jemison', email: 'mae@example.com' },
      stripe_token: 'tok_visa',
    });
    expect(paid.body.payment.amount).toBe(fare - Math.floor(fare / 10));
    const [row] = await t.database.db.select().from(payments).where(eq(payments.cartUuid, next.cart.uuid));
    expect(row).toMatchObject({ memberTier: 'Silver', promoPercent: 0, amount: fare - Math.floor(fare / 10) });

    // A year and more later the tier is gone, and the paid cart still shows what was paid.
    t.setNow(later(400));
    m.access = await login('silver@example.com');
    expect((await perks(m.access)).tier).toBe('Basic');
    expect((await call('GET', `/api/v2/booking/reservations/${next.uuid}/`, m.access)).body.cart.summary).toBe(
      fare - Math.floor(fare / 10),
    );
    // A guest's cart never gets the member discount; the first rides' carts were priced at full fare.
    expect(first.every((f) => f.paid.payment.amount === f.reservation.cart.summary)).toBe(true);
  });

  it('does not count a promo trip of 50% off or more', async () => {
    t.setNow(TEST_NOW);
    const m = await registerMember(t.app, 'promo@example.com');
    for (const days of [20, 21, 22, 23]) await ride(m.access, days);
    const promo = await ride(m.access, 24, 'HALFOFF');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.cartUuid, promo.reservation.cart.uuid));
    expect(row.promoPercent).toBe(50);
    t.setNow(later(26));
    expect(await perks(await login('promo@example.com'))).toEqual({ tier: 'Basic', eligible_trips: 4, discount: 0 });
    t.setNow(TEST_NOW);
  });
});
