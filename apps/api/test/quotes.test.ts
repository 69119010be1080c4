import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUOTE_MESSAGES as Q } from '@landline/shared/messages';
import { outbox, quoteRequests } from '../src/db/schema.js';
import { daysAhead, secondInstance, TEST_NOW, testApp, type TestApp } from './harness.js';

// The corporate-travel and charter quote forms (decision 223): bad input gets a
// clear message and stores nothing; a form a robot fills (the hidden field, under two seconds, a
// token not ours) is refused; a good request is kept once, even sent twice, and mailed to the
// requester and to sales.

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(kind: string, payload: object, app = t.app) {
  const res = await app.inject({ method: 'POST', url: `/api/v2/quotes/${kind}/`, payload });
  return { status: res.statusCode, body: res.json() as Body };
}

/** A form shown now, its clock then moved on `fillMs` (the time a person takes to fill it in). */
async function formToken(fillMs = 60_000): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/quotes/form/' });
  expect(res.headers['cache-control']).toBe('no-store');
  const token = res.json().form_token as string;
  t.setNow(new Date(t.now() + fillMs).toISOString());
  return token;
}

const corporate = (form_token: string, over: object = {}) => ({
  form_token,
  name: 'Dorothy Vaughan',
  email: 'dorothy@example.com',
  phone: '+1 218 555 0100',
  company: 'Northern Lakes Clinic',
  city: 'Duluth',
  travelers_per_month: 12,
  message: 'Our staff fly out of MSP twice a week.',
  website: '',
  ...over,
});

const stored = async () => (await t.database.db.select().from(quoteRequests)).length;

describe('quote requests', () => {
  it('keeps a good corporate request once, even sent twice, and mails the requester and sales', async () => {
    const token = await formToken();
    const first = await post('corporate', corporate(token));
    expect(first.status).toBe(200);
    expect(first.body.detail).toBe(Q.thanks);
    expect(first.body.reference).toMatch(/^QR-[A-Z2-9]{6}$/);
    const again = await post('corporate', corporate(token));
    expect(again).toEqual(first);
    const rows = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.formToken, token));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'corporate',
      details: { company: 'Northern Lakes Clinic', city: 'Duluth', travelers_per_month: 12 },
    });
    const mails = (await t.database.db.select().from(outbox)).filter((m) => m.subject.includes(first.body.reference));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['dorothy@example.com', 'sales@landline.local']);
    expect(mails.find((m) => m.toAddress === 'sales@landline.local')!.text).toContain('Northern Lakes Clinic');
    // A requester has no account: the copy says which request it answers (decision 238).
    const copy = mails.find((m) => m.toAddress === 'dorothy@example.com')!;
    expect(copy.html).toContain(`because you asked Landline for quote ${first.body.reference}`);
    expect(copy.html).not.toContain('Landline account');
  });

  it('keeps a charter request with its trip', async () => {
    const token = await formToken();
    const sent = await post('charter', {
      form_token: token,
      name: 'Mary Jackson',
      email: 'mary@example.com',
      phone: '970-555-0101',
      organization: 'Poudre High School Band',
      trip_date: daysAhead(40),
      from: 'Fort Collins',
      to: 'Denver Performing Arts Complex',
      passengers: 48,
      round_trip: true,
    });
    expect(sent.status).toBe(200);
    const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.formToken, token));
    expect(row.details).toMatchObject({ passengers: 48, round_trip: true, trip_date: daysAhead(40) });
  });

  it('answers bad input with the field’s message and stores nothing', async () => {
    const before = await stored();
    const token = await formToken();
    const missing = await post('corporate', { form_token: token });
    expect(missing.status).toBe(400);
    expect(missing.body.validation_error).toMatchObject({
      name: [Q.nameRequired],
      company: [Q.companyRequired],
      email: [Q.emailInvalid],
      city: [Q.cityRequired],
      travelers_per_month: [Q.travelersRange],
    });
    expect((await post('corporate', corporate(token, { email: 'not an e-mail' }))).body.validation_error.email).toEqual([Q.emailInvalid]);
    expect((await post('corporate', corporate(token, { message: 'x'.repeat(100_000) }))).body.validation_error.message).toEqual([
      Q.messageTooLong,
    ]);
    const charter = await post('charter', {
      ...corporate(token),
      trip_date: daysAhead(0),
      from: 'Fort Collins',
      to: 'Denver',
      passengers: 80,
    });
    expect(charter.body.validation_error.passengers).toEqual([Q.passengersRange]);
    const past = await post('charter', {
      ...corporate(token),
      trip_date: daysAhead(-1),
      from: 'Fort Collins',
      to: 'Denver',
      passengers: 20,
    });
    expect(past.body.validation_error.trip_date).toEqual([Q.dateInvalid]);
    expect((await post('brochure', corporate(token))).status).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('refuses what a robot sends: the hidden field filled, a form sent within two seconds, a token not ours', async () => {
    const before = await stored();
    const honeypot = await post('corporate', corporate(await formToken(), { website: 'https://spam.example' }));
    expect(honeypot.body.validation_error.website).toEqual([Q.refused]);
    const quick = await post('corporate', corporate(await formToken(500)));
    expect(quick.body.validation_error.form_token).toEqual([Q.tooQuick]);
    const token = await formToken();
    const forged = await post('corporate', corporate(`${token.split('.').slice(0, 2).join('.')}.AAAA`));
    expect(forged.body.validation_error.form_token).toEqual([Q.refused]);
    const stale = await formToken(25 * 3_600_000);
    expect((await post('corporate', corporate(stale))).body.validation_error.form_token).toEqual([Q.formExpired]);
    expect(await stored()).toBe(before);
  });

  it('keeps one request when two instances receive the same form at once', async () => {
    const other = await secondInstance(t);
    try {
      const token = await formToken();
      const [a, b] = await Promise.all([post('corporate', corporate(token)), post('corporate', corporate(token), other.app)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.reference).toBe(b.body.reference);
      expect(await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.formToken, token))).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });
});
