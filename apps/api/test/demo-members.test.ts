import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_DISCOUNT_PERCENT, POINTS_PER_RIDE, POINTS_TRANSACTION_TYPES as T } from '@landline/shared/constants';
import { PARTNER_PASS_LINE } from '@landline/shared/cart';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers } from '../src/demo/members.js';
import { heldCart, TEST_NOW, testApp, type TestApp } from './harness.js';

// The Penguin Perks ladder as the demo members show it (decisions 211 to
// 215): for 0, 4, 5, 9, 10 and 15 eligible rides, the profile's tier, the miles earned into the
// wallet and its log, and the checkout's member discount and Partner Pass all agree.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  expect(await seedDemoMembers(t.database.db, new Date(t.now()))).toBe(DEMO_MEMBERS.length);
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST', url: string, access: string) {
  const res = await t.app.inject({ method, url, headers: { authorization: `JWT ${access}` } });
  return { status: res.statusCode, body: res.json() as Body };
}

const EXPECTED: Record<number, string> = { 0: 'Basic', 4: 'Basic', 5: 'Silver', 9: 'Silver', 10: 'Gold', 15: 'Platinum' };

describe('the demo members', () => {
  it.each(DEMO_MEMBERS.map((m) => [m.rides, m] as const))('%i rides: profile, miles and checkout agree', async (rides, member) => {
    const login = await t.app.inject({ method: 'POST', url: '/api/sessions/', payload: { email: member.email, password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const access = login.json().access as string;
    const tier = EXPECTED[rides];
    const discount = tier === 'Basic' ? 0 : MEMBER_DISCOUNT_PERCENT;

    const profile = (await call('GET', '/api/profile/', access)).body;
    expect(profile.penguin_perks).toEqual({ tier, eligible_trips: rides, discount });

    // Each ride earned its miles into the wallet, and the log adds up to it.
    const log = (await call('GET', '/api/points_records/?limit=50', access)).body;
    expect(log.wallet.points).toBe(rides * POINTS_PER_RIDE);
    expect(profile.user_wallet.points).toBe(log.wallet.points);
    expect(log.results.filter((r: Body) => r.transaction_type === T.earned)).toHaveLength(rides);
    expect(log.results.reduce((sum: number, r: Body) => sum + r.points, 0)).toBe(log.wallet.points);

    // A cart of two: the member discount from Silver, the Partner Pass at Platinum.
    const r = await heldCart(t.app, 10 + rides, 2);
    const cart = (await call('POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`, access)).body;
    const fare = r.cart.summary;
    const pass = tier === 'Platinum' ? Math.floor(fare / 2) : 0;
    const off = Math.floor(((fare - pass) * discount) / 100);
    expect(cart.summary_lines.filter((l: Body) => l.item_id === null)).toEqual([
      ...(pass ? [{ category: PARTNER_PASS_LINE, item_id: null, amount: -pass, amount_lp: 0 }] : []),
      ...(off ? [{ category: 'discount', item_id: null, amount: -off, amount_lp: 0 }] : []),
    ]);
    expect(cart.summary).toBe(fare - pass - off);
  });

  it('charges a Platinum member for one of two seats, less 10%, and keeps that price on the paid cart', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/',
      payload: { email: 'platinum@demo.landline.test', password: DEMO_PASSWORD },
    });
    const access = login.json().access as string;
    const r = await heldCart(t.app, 40, 2);
    await call('POST', `/api/v2/cart/cart/${r.cart.uuid}/assign_cart_to_user/`, access);
    const due = r.cart.summary - Math.floor(r.cart.summary / 2) - Math.floor((r.cart.summary - Math.floor(r.cart.summary / 2)) / 10);
    const paid = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/check_out/',
      headers: { authorization: `JWT ${access}` },
      payload: { cart_id: r.cart.uuid, payment_data: { holder_name: 'Pat Platinum', email: 'pat@example.com' }, stripe_token: 'tok_visa' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.amount).toBe(due);
    expect((await call('GET', `/api/v2/booking/reservations/${r.uuid}/`, access)).body.cart.summary).toBe(due);
  });

  it('are added once: a second start leaves them as they are', async () => {
    expect(await seedDemoMembers(t.database.db, new Date(t.now()))).toBe(0);
  });
});
