import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/audit/log.js';
import { outbox } from '../src/db/schema.js';
import { bookedTrip, testApp, type TestApp } from './harness.js';
import { staffMember, type TestStaff } from './fixtures/staff.js';

// An agent's bookings (decision 281): find any booking by reference, last name, e-mail or phone;
// see it with its contact and mail; resend its confirmation and cancel it for a caller, each with
// a reason on the audit log.

let t: TestApp;
let agent: TestStaff;
let pnr: string;
beforeAll(async () => {
  t = await testApp(undefined, { perIpLimits: false });
  agent = await staffMember(t, 'agent');
  pnr = (await bookedTrip(t.app, { days: 5, payerEmail: 'caller@example.com' })).pnr;
});
afterAll(() => t.close());

const as = (member: TestStaff, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: member.cookie } });

describe("an agent's bookings", () => {
  it('finds a booking by reference, last name, e-mail and phone, and nothing for a stranger', async () => {
    for (const q of [pnr.toLowerCase(), 'lovel', 'ADA@example', '970 555 0100']) {
      const res = await as(agent, 'GET', `/api/ops/bookings/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().map((m: { pnr: string }) => m.pnr),
        q,
      ).toContain(pnr);
    }
    // The first departure as the clock reads at its stop, for a list an agent reads on the phone.
    const [match] = (await as(agent, 'GET', `/api/ops/bookings/?q=${pnr}`)).json();
    expect(match.departure_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(match.departure_time).toMatch(/^\d{2}:\d{2}$/);
    const none = await as(agent, 'GET', '/api/ops/bookings/?q=Zzyzx');
    expect(none.json()).toEqual([]);
    expect((await as(agent, 'GET', '/api/ops/bookings/?q=%25_')).json()).toEqual([]);
    expect((await as(agent, 'GET', '/api/ops/bookings/?q=a')).statusCode).toBe(400);
    const searches = await auditEntries(t.database.db, { actor: `staff:${agent.id}`, action: 'bookings.search' });
    expect(searches.map((e) => e.target)).toContain('search:lovel');
  });

  it('shows the booking with its contact and mail, and records who looked', async () => {
    const res = await as(agent, 'GET', `/api/ops/bookings/${pnr}/`);
    expect(res.statusCode).toBe(200);
    const desk = res.json();
    expect(desk.trip.pnr).toBe(pnr);
    expect(desk.contact).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 970 555 0100' });
    expect(desk.contact.payer_email).toBe('caller@example.com');
    expect(desk.mails).toContainEqual(expect.objectContaining({ to: 'caller@example.com', kind: 'booking_confirmation' }));
    expect(
      await auditEntries(t.database.db, { actor: `staff:${agent.id}`, action: 'booking.read', target: `booking:${pnr}` }),
    ).toHaveLength(1);
    expect((await as(agent, 'GET', '/api/ops/bookings/ZZZZZZ/')).statusCode).toBe(404);
  });

  it('resends the confirmation with a reason, and the reason is on the booking’s history', async () => {
    const confirmations = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'booking_confirmation'), eq(outbox.toAddress, 'caller@example.com')))
      ).length;
    const before = await confirmations();
    expect((await as(agent, 'POST', `/api/ops/bookings/${pnr}/resend/`, {})).statusCode).toBe(400);
    const res = await as(agent, 'POST', `/api/ops/bookings/${pnr}/resend/`, { reason: 'Caller never got it' });
    expect(res.statusCode).toBe(200);
    expect(await confirmations()).toBe(before + 1);
    const desk = (await as(agent, 'GET', `/api/ops/bookings/${pnr}/`)).json();
    expect(desk.history[0]).toMatchObject({
      actor: `staff:${agent.id}`,
      action: 'booking.resend-confirmation',
      actor_name: `Test agent <${agent.email}>`,
      reason: 'Caller never got it',
    });
  });

  it("cancels for a caller with the traveller's own refund, the reason and the refund on the audit log", async () => {
    const res = await as(agent, 'POST', `/api/ops/bookings/${pnr}/cancel/`, { reason: 'Caller is ill' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.booking.trip.state).toBe(2);
    const [entry] = await auditEntries(t.database.db, { action: 'booking.cancel', target: `booking:${pnr}` });
    expect(entry).toMatchObject({ actor: `staff:${agent.id}`, reason: 'Caller is ill', after: { refund: answer.refund } });
    // Nothing left to cancel: refused, and nothing more on record.
    expect((await as(agent, 'POST', `/api/ops/bookings/${pnr}/cancel/`, { reason: 'Again' })).statusCode).toBe(409);
    expect(await auditEntries(t.database.db, { action: 'booking.cancel', target: `booking:${pnr}` })).toHaveLength(1);
  });
});
