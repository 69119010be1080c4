import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CALL_MESSAGES as C, CART_MESSAGES as M, LOYALTY_MESSAGES as L, OPS_COMMERCE_MESSAGES as O } from '@landline/shared/messages';
import {
  opsSettingsSchema,
  opsVoucherListSchema,
  opsVoucherSchema,
  salesReportSchema,
  settingsSchema,
  voucherUsesSchema,
} from '@landline/shared/schemas';
import type { App } from '../src/app.js';
import { auditLog, payments, products, vouchers } from '../src/db/schema.js';
import { SETTINGS_CACHE_MS } from '../src/settings/store.js';
import { bookedTrip, heldCart, registerMember, secondInstance, testApp, TEST_NOW, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// Commerce and settings of the operations console (issue 31 item 5, decision 280): vouchers with
// their limits and uses, the flags and settings admins edit and every instance serves within the
// cache's bound, and the sales report with its CSV. Runs on PGlite and PostgreSQL.

let t: TestApp;
let admin: TestStaff;
let agent: TestStaff;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  admin = await staffMember(t, 'admin');
  agent = await staffMember(t, 'agent');
  ids = Object.fromEntries((await t.database.db.select().from(products)).map((p) => [p.category, p.id]));
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function ops(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: TestStaff = admin, app: App['app'] = t.app) {
  const res = await app.inject({ method, url: `/api/ops${url}`, payload, headers: { cookie: who.cookie } });
  return {
    status: res.statusCode,
    body: (String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body) as Body,
    headers: res.headers,
  };
}
async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, access?: string, app: App['app'] = t.app) {
  const res = await app.inject({ method, url, payload, headers: access ? { authorization: `JWT ${access}` } : {} });
  return { status: res.statusCode, body: res.json() as Body };
}
const applyVoucher = (cart: string, code: string) =>
  call('PUT', `/api/v2/cart/cart/${cart}/add_item/${ids.vouchers}/`, { data: { vouchers_id: code } });
const checkout = (cart: string, email = 'ada@example.com') =>
  call('PUT', '/api/cart/check_out/', { cart_id: cart, payment_data: { holder_name: 'Ada Lovelace', email }, stripe_token: 'tok_visa' });
const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const newVoucher = async (body: object) => {
  const res = await ops('POST', '/vouchers/', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return opsVoucherSchema.parse(res.body);
};

describe('vouchers in the console', () => {
  it('an admin adds one, sees it listed with its uses, and the change is audited with its after', async () => {
    const made = await newVoucher({ code: 'winter15', percent: 15, usage_limit: 100, per_customer_limit: 2, routes: ['FTC-DEN'] });
    expect(made).toMatchObject({ code: 'WINTER15', percent: 15, amount_cents: null, uses: 0, routes: ['FTC-DEN'], disabled: false });
    const list = opsVoucherListSchema.parse((await ops('GET', '/vouchers/')).body);
    expect(list.vouchers.find((v) => v.code === 'WINTER15')).toEqual(made);
    expect(list.routes.map((r) => r.code)).toContain('FTC-DEN');
    const [created] = (await auditOf('voucher.create')).filter((a) => a.target === `voucher:${made.id}`);
    expect(created).toMatchObject({ actor: `staff:${admin.id}`, before: null, after: made });
    // The list is a read: on record too.
    expect((await auditOf('voucher.list')).some((a) => a.actor === `staff:${admin.id}`)).toBe(true);
    // An agent is not an admin.
    expect((await ops('POST', '/vouchers/', { code: 'AGENT5', percent: 5 }, agent)).status).toBe(403);
  });

  it('refuses a code taken, both or neither value, an unknown route and an end before the start', async () => {
    await newVoucher({ code: 'TAKEN1', amount_cents: 500 });
    expect((await ops('POST', '/vouchers/', { code: 'taken1', amount_cents: 500 })).body).toEqual({
      validation_error: { code: [O.codeTaken] },
    });
    expect((await ops('POST', '/vouchers/', { code: 'BOTH1', amount_cents: 500, percent: 5 })).body).toEqual({
      validation_error: { amount_cents: [O.valueOne] },
    });
    expect((await ops('POST', '/vouchers/', { code: 'NONE1' })).status).toBe(400);
    expect((await ops('POST', '/vouchers/', { code: 'ROUTE1', percent: 5, routes: ['ABC-XYZ'] })).body).toEqual({
      validation_error: { routes: [O.routeUnknown.replace('{code}', 'ABC-XYZ')] },
    });
    const backwards = { code: 'BACK1', percent: 5, valid_from: '2026-12-01T00:00:00Z', valid_until: '2026-11-01T00:00:00Z' };
    expect((await ops('POST', '/vouchers/', backwards)).body).toEqual({ validation_error: { valid_until: [O.validOrder] } });
  });

  it("the cart honours validity, routes and disabling with the spec's messages", async () => {
    const later = await newVoucher({ code: 'LATER10', percent: 10, valid_from: '2026-12-24T00:00:00Z' });
    const elsewhere = await newVoucher({ code: 'DULUTH10', percent: 10, routes: ['DLH-MSP', 'MSP-DLH'] });
    const here = await newVoucher({ code: 'FORT10', percent: 10, routes: ['FTC-DEN'] });
    const r = await heldCart(t.app);
    expect((await applyVoucher(r.cart.uuid, later.code)).body).toEqual({ validation_error: { vouchers_id: [M.voucherNotYetValid] } });
    expect((await applyVoucher(r.cart.uuid, elsewhere.code)).body).toEqual({ validation_error: { vouchers_id: [M.voucherNotApplicable] } });
    const applied = await applyVoucher(r.cart.uuid, here.code);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.summary_lines.find((l: Body) => l.category === 'vouchers').amount).toBeLessThan(0);

    // Disabled after it was applied: the cart shows it refused, checkout says so, and a new cart cannot add it.
    const off = await ops('PATCH', `/vouchers/${here.id}/`, { disabled: true });
    expect(off.body.disabled).toBe(true);
    const cart = (await call('GET', `/api/cart/get_cart/${r.cart.uuid}`)).body;
    expect(cart.refused).toEqual([{ category: 'vouchers', message: C.voucherUnknown }]);
    expect((await checkout(r.cart.uuid)).body).toEqual({ validation_error: { vouchers_id: [C.voucherUnknown] } });
    const other = await heldCart(t.app);
    expect((await applyVoucher(other.cart.uuid, 'fort10')).body).toEqual({ validation_error: { vouchers_id: [C.voucherUnknown] } });
    const [disabled] = (await auditOf('voucher.disable')).filter((a) => a.target === `voucher:${here.id}`);
    expect(disabled).toMatchObject({ actor: `staff:${admin.id}`, before: { disabled: false }, after: { disabled: true } });
  });

  it('counts uses per customer (the member, else the payer’s address) and shows each use with what it took off', async () => {
    const once = await newVoucher({ code: 'ONCEEACH', amount_cents: 700, per_customer_limit: 1 });
    const first = await bookedTrip(t.app, { days: 5, voucher: once.code, payerEmail: 'grace@example.com' });
    // The same payer on another cart: refused at checkout, in the spec's words, the use given back.
    const again = await heldCart(t.app);
    expect((await applyVoucher(again.cart.uuid, once.code)).status).toBe(200);
    expect((await checkout(again.cart.uuid, 'Grace@Example.com')).body).toEqual({ validation_error: { vouchers_id: [M.voucherUsedUp] } });
    // Someone else may.
    expect((await checkout(again.cart.uuid, 'hedy@example.com')).status).toBe(200);
    // A member is one customer whatever address they pay with.
    const member = await registerMember(t.app, 'joan.member@example.com', { first_name: 'Joan', last_name: 'Clarke' });
    await bookedTrip(t.app, { days: 6, voucher: once.code, access: member.access, payerEmail: 'joan1@example.com' });
    const third = await heldCart(t.app);
    expect((await call('POST', `/api/v2/cart/cart/${third.cart.uuid}/assign_cart_to_user/`, undefined, member.access)).status).toBe(200);
    expect(
      (
        await call(
          'PUT',
          `/api/v2/cart/cart/${third.cart.uuid}/add_item/${ids.vouchers}/`,
          { data: { vouchers_id: once.code } },
          member.access,
        )
      ).body,
    ).toEqual({
      validation_error: { vouchers_id: [M.voucherUsedUp] },
    });

    const uses = voucherUsesSchema.parse((await ops('GET', `/vouchers/${once.id}/uses/`)).body);
    expect(uses.voucher.uses).toBe(3);
    expect(uses.uses).toHaveLength(3);
    const grace = uses.uses.find((u) => u.pnr === first.pnr)!;
    expect(grace).toMatchObject({ email: 'grace@example.com', member: false, state: 'confirmed', voucher_cents: 700, currency: 'USD' });
    expect(uses.uses.filter((u) => u.member)).toHaveLength(1);
    expect((await auditOf('voucher.uses')).some((a) => a.target === `voucher:${once.id}`)).toBe(true);
    expect((await ops('GET', '/vouchers/999999/uses/')).status).toBe(404);

    // Its limit cannot go below its uses; above is audited before and after.
    const limited = await ops('PATCH', `/vouchers/${once.id}/`, { usage_limit: 2 });
    expect(limited.body).toEqual({ validation_error: { usage_limit: [O.limitBelowUses.replace('{uses}', '3')] } });
    const raised = await ops('PATCH', `/vouchers/${once.id}/`, { usage_limit: 10, amount_cents: 900 });
    expect(raised.body).toMatchObject({ usage_limit: 10, amount_cents: 900 });
    const [changed] = (await auditOf('voucher.change')).filter((a) => a.target === `voucher:${once.id}`);
    expect(changed).toMatchObject({ before: { usage_limit: null, amount_cents: 700 }, after: { usage_limit: 10, amount_cents: 900 } });
  });

  it('two travellers paying with the last use at once: one wins, the other is told it is used up', async () => {
    const last = await newVoucher({ code: 'LASTONE', amount_cents: 300, usage_limit: 1 });
    const a = await heldCart(t.app, 7);
    const b = await heldCart(t.app, 7);
    // Applying counts nothing: both carts hold the code.
    expect((await applyVoucher(a.cart.uuid, last.code)).status).toBe(200);
    expect((await applyVoucher(b.cart.uuid, last.code)).status).toBe(200);
    const answers = await Promise.all([checkout(a.cart.uuid, 'one@example.com'), checkout(b.cart.uuid, 'two@example.com')]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    expect(answers.find((x) => x.status === 400)!.body).toEqual({ validation_error: { vouchers_id: [M.voucherUsedUp] } });
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, last.id));
    expect(row.uses).toBe(1);
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.voucherId, last.id), eq(payments.state, 'confirmed')));
    expect(paid).toHaveLength(1);
  });

  it('one customer paying two carts at once with a once-each voucher: one wins', async () => {
    const each = await newVoucher({ code: 'ONEPERHEAD', amount_cents: 200, per_customer_limit: 1 });
    const a = await heldCart(t.app, 8);
    const b = await heldCart(t.app, 8);
    expect((await applyVoucher(a.cart.uuid, each.code)).status).toBe(200);
    expect((await applyVoucher(b.cart.uuid, each.code)).status).toBe(200);
    const answers = await Promise.all([checkout(a.cart.uuid, 'twice@example.com'), checkout(b.cart.uuid, 'TWICE@example.com')]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    expect(answers.find((x) => x.status === 400)!.body).toEqual({ validation_error: { vouchers_id: [M.voucherUsedUp] } });
    const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, each.id));
    expect(row.uses).toBe(1);
  });
});

describe('flags and settings', () => {
  it('an admin changes flags, miles bounds and carousel pictures; GET settings/ serves them and the change is audited', async () => {
    const before = opsSettingsSchema.parse((await ops('GET', '/settings/')).body);
    expect(before.flags.find((f) => f.name === 'showCarousel')!.value).toBe(false);
    expect(before.updated_at).toBeNull();
    const pictures = [{ image: '/carousel/terminal.svg', alt: 'Drawing of an airport terminal.', title: 'To the terminal', text: '' }];
    const changed = await ops('PATCH', '/settings/', {
      flags: { showCarousel: true },
      mile_min: 1000,
      mile_max: 2000,
      carousel_images: pictures,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const settings = settingsSchema.parse((await call('GET', '/api/settings/')).body);
    expect(settings.flags.find((f) => f.name === 'showCarousel')!.value).toBe(true);
    expect(settings).toMatchObject({ MILE_MIN: 1000, MILE_MAX: 2000, carouselImages: [{ image: '/carousel/terminal.svg' }] });
    expect((await call('GET', '/api/v2/web/carousel_images/')).body).toEqual([{ id: 1, ...pictures[0] }]);
    const [audit] = await auditOf('settings.change');
    expect(audit).toMatchObject({
      actor: `staff:${admin.id}`,
      before: { showCarousel: false, MILE_MIN: 500, MILE_MAX: 50000 },
      after: { showCarousel: true, MILE_MIN: 1000, MILE_MAX: 2000, carouselImages: [{ id: 1, ...pictures[0] }] },
    });
    expect(Object.keys(audit.after as object).sort()).toEqual(['MILE_MAX', 'MILE_MIN', 'carouselImages', 'showCarousel']);
    expect((await ops('PATCH', '/settings/', { mile_min: 3000 })).body).toEqual({ validation_error: { mile_min: [O.milesOrder] } });
    expect(
      (await ops('PATCH', '/settings/', { carousel_images: [{ ...pictures[0], image: 'https://elsewhere.example/x.png' }] })).status,
    ).toBe(400);
    expect((await ops('PATCH', '/settings/', { flags: { showCarousel: true } }, agent)).status).toBe(403);
  });

  it('the rules that hang on a flag read the stored value: miles purchases, points, door-to-door and the guarantee', async () => {
    const member = await registerMember(t.app, 'miles.buyer@example.com');
    const quote = (points: number) => call('POST', '/api/buy_loyalty_points/', { points_amount: points }, member.access);
    expect((await quote(500)).body).toEqual({ validation_error: { points_amount: ['Mile number must be value between 1000 and 2000'] } });
    expect((await quote(1500)).status).toBe(200);
    await ops('PATCH', '/settings/', { flags: { loyalty: false, door2Door: false, connectionGarantie: false } });
    expect((await quote(1500)).body).toEqual({ detail: L.loyaltyOff });
    const r = await heldCart(t.app);
    expect(
      (await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/payment_type/`, { payment_type: 'loyalty_points' }, member.access)).body,
    ).toEqual({
      validation_error: { payment_type: [L.loyaltyOff] },
    });
    const guarantee = {
      airline: 'UA',
      flight_number: '1234',
      origin: 'DEN',
      destination: 'ORD',
      departure_time: '10:00',
      departure_date: '2026-11-27',
    };
    expect((await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${ids.connection_guarantee}/`, { data: guarantee })).body).toEqual(
      {
        detail: C.featureOff,
      },
    );
    expect(
      (await call('PUT', `/api/v2/cart/cart/${r.cart.uuid}/add_item/${ids.door_2_door}/`, { data: { count: 1, leg: 1 } })).body,
    ).toEqual({
      detail: C.featureOff,
    });
    await ops('PATCH', '/settings/', { flags: { loyalty: true, door2Door: true, connectionGarantie: true } });
    expect((await quote(1500)).status).toBe(200);
  });

  it('a change on one instance is served by another within the cache’s bound (the clock advanced, no sleep)', async () => {
    const second = await secondInstance(t);
    try {
      const flagOn = async (app: App['app']) =>
        settingsSchema
          .parse((await app.inject({ method: 'GET', url: '/api/settings/' })).json())
          .flags.find((f) => f.name === 'showFlightSearch')!.value;
      expect(await flagOn(second.app)).toBe(true);
      expect((await ops('PATCH', '/settings/', { flags: { showFlightSearch: false } })).status).toBe(200);
      // The instance that made it serves it at once; the other serves what it read until its cache ends.
      expect(await flagOn(t.app)).toBe(false);
      expect(await flagOn(second.app)).toBe(true);
      t.clock.advance(SETTINGS_CACHE_MS);
      expect(await flagOn(second.app)).toBe(false);
      // And the other way round.
      expect((await ops('PATCH', '/settings/', { flags: { showFlightSearch: true } }, admin, second.app)).status).toBe(200);
      t.clock.advance(SETTINGS_CACHE_MS);
      expect(await flagOn(t.app)).toBe(true);
    } finally {
      await second.app.close();
    }
  });
});

describe('the sales report', () => {
  it('per day and route: bookings, seats, revenue, refunds and points, as JSON and as CSV; both reads audited', async () => {
    // A day of its own: two bookings on FTC-DEN (one of three), one cancelled the next day.
    t.setNow('2026-12-02T17:00:00Z');
    const one = await bookedTrip(t.app, { days: 12, adults: 1 });
    const three = await bookedTrip(t.app, { days: 12, adults: 3 });
    const paid = await t.database.db.select().from(payments).where(eq(payments.state, 'confirmed'));
    const paidOf = (uuid: string) => paid.find((p) => p.reservationUuid === uuid)!;
    t.setNow('2026-12-03T07:00:00Z');
    // A guest's booking, opened by its last name.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/booking/tickets/${one.pnr}/cancel/`,
      headers: { lastname: 'Lovelace' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refund = res.json().refund as { card: number; store_credits: number };
    // Staff sessions end after 30 idle minutes: the desk signs in now.
    const desk = await staffMember(t, 'admin');

    const answer = await ops('GET', '/sales/?from=2026-12-02&to=2026-12-03', undefined, desk);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = salesReportSchema.parse(answer.body);
    expect(report.time_zone).toBe('America/Denver');
    const revenue = [one, three].reduce((n, r) => n + paidOf(r.uuid).amount + paidOf(r.uuid).storeCredits, 0);
    expect(report.rows).toEqual([
      {
        date: '2026-12-02',
        route: 'FTC-DEN',
        currency: 'USD',
        bookings: 2,
        seats: 4,
        revenue_cents: revenue,
        refunds_cents: 0,
        points: 0,
        points_refunded: 0,
      },
      {
        date: '2026-12-03',
        route: 'FTC-DEN',
        currency: 'USD',
        bookings: 0,
        seats: 0,
        revenue_cents: 0,
        refunds_cents: refund.card + refund.store_credits,
        points: 0,
        points_refunded: 0,
      },
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'USD',
        bookings: 2,
        seats: 4,
        revenue_cents: revenue,
        refunds_cents: refund.card + refund.store_credits,
        points: 0,
        points_refunded: 0,
      },
    ]);

    const csv = await ops('GET', '/sales.csv?from=2026-12-02&to=2026-12-03', undefined, desk);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="landline-sales-2026-12-02-2026-12-03.csv"');
    const lines = (csv.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,route,currency,bookings,seats,revenue,refunds,points,points_refunded');
    expect(lines[1]).toBe(`2026-12-02,FTC-DEN,USD,2,4,${(revenue / 100).toFixed(2)},0.00,0,0`);
    expect(lines[2]).toMatch(/^2026-12-03,FTC-DEN,USD,0,0,0\.00,\d+\.\d{2},0,0$/);
    expect((await auditOf('sales.read')).map((a) => a.target)).toContain('sales:2026-12-02..2026-12-03');
    expect((await auditOf('sales.export')).map((a) => a.target)).toContain('sales:2026-12-02..2026-12-03');

    expect((await ops('GET', '/sales/?from=2026-12-03&to=2026-12-02', undefined, desk)).body).toEqual({
      validation_error: { to: [O.dateRange] },
    });
    expect((await ops('GET', '/sales/?from=2026-01-01&to=2027-12-31', undefined, desk)).status).toBe(400);
    expect((await ops('GET', '/sales/?from=2026-12-02&to=2026-12-03', undefined, await staffMember(t, 'agent'))).status).toBe(403);
    t.setNow(TEST_NOW);
  });
});
