import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { settingsSchema } from '@landline/shared/schemas';
import { systemClock } from '../src/clock/clock.js';
import type { Database } from '../src/db/client.js';
import { payments, sandboxCharges } from '../src/db/schema.js';
import type { PaymentProvider } from '../src/charges/provider.js';
import { SandboxProvider } from '../src/charges/sandbox.js';
import { startSandboxStripeApi } from '../src/charges/sandbox-stripe-api.js';
import { StripeProvider } from '../src/charges/stripe.js';
import { heldCart, TEST_NOW, testApp, testDatabase, type TestApp } from './harness.js';

// The PaymentProvider contract (decisions 205, 209), one set of cases for every processor: the
// sandbox called directly, and StripeProvider through the official stripe package over real HTTP
// to the sandbox's Stripe-compatible surface. Both book into the same sandbox tables, which the
// cases read to count what was really charged.

let database: Database;
let surface: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  database = await testDatabase();
  surface = await startSandboxStripeApi(database.db, { clock: systemClock });
});
afterAll(async () => {
  await surface?.close();
  await database?.close();
});

const SECRET = 'sk_test_sandbox';
const stripeAt = (apiBase: string) => new StripeProvider({ secretKey: SECRET, apiBase, maxNetworkRetries: 0 });
const newKey = () => `pay_${randomUUID()}`;
const booked = (key: string) => database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));

const processors: [string, () => PaymentProvider][] = [
  ['SandboxProvider', () => new SandboxProvider(database.db, { clock: systemClock })],
  ['StripeProvider through the sandbox’s Stripe API', () => stripeAt(surface.url)],
];

describe.each(processors)('%s', (_name, make) => {
  let provider: PaymentProvider;
  beforeAll(() => {
    provider = make();
  });
  const charge = (token: string, idempotencyKey = newKey(), amount = 4200) =>
    provider.charge({ amount, currency: 'USD', token, idempotencyKey, description: 'Landline booking TEST01' });

  it('charges tok_visa: ok, with last 4 digits 4242, one charge on the books', async () => {
    const key = newKey();
    const result = await charge('tok_visa', key);
    expect(result).toEqual({ ok: true, chargeId: expect.any(String), last4: '4242' });
    expect(await booked(key)).toMatchObject([{ status: 'succeeded', amount: 4200, refundedAmount: 0 }]);
  });

  it.each([
    ['tok_chargeDeclined', 'card_declined', P.cardDeclined],
    ['tok_chargeDeclinedInsufficientFunds', 'insufficient_funds', P.insufficientFunds],
    ['tok_chargeDeclinedExpiredCard', 'expired_card', P.expiredCard],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc', P.incorrectCvc],
    ['tok_chargeDeclinedProcessingError', 'processing_error', P.processingError],
  ])('declines %s with Stripe’s code (%s) and message, and charges nothing', async (token, code, message) => {
    const key = newKey();
    expect(await charge(token, key)).toEqual({ ok: false, code, message, chargeId: expect.any(String) });
    expect((await booked(key)).filter((row) => row.status === 'succeeded')).toEqual([]);
  });

  it('refuses a token it does not know without charging', async () => {
    const key = newKey();
    expect(await charge('tok_neverIssued', key)).toMatchObject({ ok: false, code: 'unknown_token', message: P.tokenUnknown });
    expect((await booked(key)).filter((row) => row.status === 'succeeded')).toEqual([]);
  });

  it('answers the same idempotency key with the first result: one charge, whatever the second call sends', async () => {
    const key = newKey();
    const first = await charge('tok_visa', key);
    expect(await charge('tok_visa', key)).toEqual(first);
    expect(await booked(key)).toHaveLength(1);
    const declinedKey = newKey();
    const declined = await charge('tok_chargeDeclined', declinedKey);
    expect(await charge('tok_chargeDeclined', declinedKey)).toEqual(declined);
    expect(await booked(declinedKey)).toHaveLength(1);
  });

  it('finds a charge by its idempotency key, and answers null for a key never charged', async () => {
    const key = newKey();
    const made = await charge('tok_visa', key);
    expect(await provider.retrieve(key)).toEqual(made);
    const declinedKey = newKey();
    const declined = await charge('tok_chargeDeclinedInsufficientFunds', declinedKey);
    expect(await provider.retrieve(declinedKey)).toEqual(declined);
    expect(await provider.retrieve(newKey())).toBeNull();
  });

  it('refunds a charge once, however often it is asked', async () => {
    const key = newKey();
    const made = await charge('tok_visa', key, 3100);
    if (!made.ok) throw new Error('tok_visa was declined');
    await provider.refund(made.chargeId);
    await provider.refund(made.chargeId);
    expect(await booked(key)).toMatchObject([{ status: 'succeeded', amount: 3100, refundedAmount: 3100 }]);
  });

  it('refunds part of a charge once per key, and never more than is left', async () => {
    const key = newKey();
    const made = await charge('tok_visa', key, 5000);
    if (!made.ok) throw new Error('tok_visa was declined');
    const first = { chargeId: made.chargeId, amount: 1200, idempotencyKey: `${key}_r1` };
    await provider.refundPart(first);
    await provider.refundPart(first);
    expect(await booked(key)).toMatchObject([{ refundedAmount: 1200 }]);
    await provider.refundPart({ chargeId: made.chargeId, amount: 3000, idempotencyKey: `${key}_r2` });
    expect(await booked(key)).toMatchObject([{ refundedAmount: 4200 }]);
    // 800 are left: 900 is refused and changes nothing; then the whole refund takes the rest.
    await expect(provider.refundPart({ chargeId: made.chargeId, amount: 900, idempotencyKey: `${key}_r3` })).rejects.toThrow();
    expect(await booked(key)).toMatchObject([{ refundedAmount: 4200 }]);
    await provider.refund(made.chargeId);
    expect(await booked(key)).toMatchObject([{ refundedAmount: 5000 }]);
  });
});

describe('StripeProvider when Stripe cannot answer', () => {
  it('throws (the checkout answers 502, the reconciler settles later) when nothing listens', async () => {
    const closed = await startSandboxStripeApi(database.db, { clock: systemClock });
    await closed.close();
    const provider = stripeAt(closed.url);
    const key = newKey();
    await expect(
      provider.charge({ amount: 4200, currency: 'USD', token: 'tok_visa', idempotencyKey: key, description: 'x' }),
    ).rejects.toThrow();
    await expect(provider.retrieve(key)).rejects.toThrow();
    await expect(provider.refund('pi_x')).rejects.toThrow();
    expect(await booked(key)).toHaveLength(0);
  });

  it('throws on a server error (500) and on an unexpected answer, and reads 3-D Secure as a failure to authenticate', async () => {
    let answer: { status: number; body: object } = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } };
    const stub = Fastify();
    stub.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    stub.post('/v1/payment_intents', async (_request, reply) => reply.code(answer.status).send(answer.body));
    await stub.listen({ port: 0, host: '127.0.0.1' });
    try {
      const provider = stripeAt(`http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`);
      const request = { amount: 4200, currency: 'USD', token: 'pm_card_visa', idempotencyKey: newKey(), description: 'x' };
      await expect(provider.charge(request)).rejects.toThrow('Something went wrong');
      answer = { status: 200, body: { id: 'pi_1', object: 'payment_intent', status: 'processing' } };
      await expect(provider.charge(request)).rejects.toThrow('processing');
      answer = { status: 200, body: { id: 'pi_2', object: 'payment_intent', status: 'requires_action' } };
      expect(await provider.charge(request)).toEqual({
        ok: false,
        code: 'authentication_required',
        message: P.authenticationRequired,
        chargeId: 'pi_2',
      });
    } finally {
      await stub.close();
    }
  });
});

describe('the sandbox’s Stripe API', () => {
  const post = (path: string, form: string, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
    fetch(`${surface.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: form,
    });

  it('answers Stripe’s error envelope: 401 without a key, 400 for bad input, 402 with the intent for a decline', async () => {
    const key = newKey();
    const form = (token: string) =>
      `amount=4200&currency=usd&confirm=true&metadata[payment_key]=${key}&payment_method_data[type]=card&payment_method_data[card][token]=${token}`;
    const anonymous = await post('/v1/payment_intents', form('tok_visa'), {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const bad = await post('/v1/payment_intents', 'currency=usd&confirm=true');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'amount' } });
    const declined = await post('/v1/payment_intents', form('tok_chargeDeclinedInsufficientFunds'));
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: P.insufficientFunds,
        payment_intent: { object: 'payment_intent', status: 'requires_payment_method', metadata: { payment_key: key } },
      },
    });
    const replay = await post('/v1/payment_intents', form('tok_chargeDeclinedInsufficientFunds'), {
      authorization: `Bearer ${SECRET}`,
      'idempotency-key': key,
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await post('/v1/payment_intents', form('tok_visa').replace('amount=4200', 'amount=1'), {
      authorization: `Bearer ${SECRET}`,
    });
    expect(await other.json()).toMatchObject({ error: { type: 'idempotency_error' } });
  });

  it('takes Stripe’s test PaymentMethods (pm_card_visa) as Elements’ createPaymentMethod gives them', async () => {
    const provider = stripeAt(surface.url);
    const result = await provider.charge({
      amount: 990,
      currency: 'USD',
      token: 'pm_card_visa',
      idempotencyKey: newKey(),
      description: 'x',
    });
    expect(result).toEqual({ ok: true, chargeId: expect.stringMatching(/^pi_/), last4: '4242' });
    const found = await fetch(`${surface.url}/v1/payment_intents/${result.chargeId}?expand[0]=latest_charge`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(await found.json()).toMatchObject({
      id: result.chargeId,
      status: 'succeeded',
      latest_charge: { object: 'charge', amount: 990 },
    });
  });
});

describe('checkout with PAYMENTS=stripe, against the sandbox’s Stripe API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(TEST_NOW, {
      perIpLimits: false,
      config: { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox', STRIPE_API_BASE: surface.url },
    });
  });
  afterAll(() => t?.close());

  const checkout = (cart: string, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/cart/check_out/',
      payload: { cart_id: cart, payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' }, stripe_token: token },
    });

  it('tells the browser Stripe is on with its publishable key, and serves no sandbox card tokens', async () => {
    const settings = settingsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/settings/' })).json());
    expect(settings.PAYMENTS).toEqual({ provider: 'stripe' });
    expect(settings.STRIPE_PUBLISHABLE_KEY).toEqual({ key: 'pk_test_sandbox' });
    const tokens = await t.app.inject({ method: 'POST', url: '/api/v2/payments/sandbox/tokens/', payload: {} });
    expect(tokens.statusCode).toBe(404);
  });

  it('pays a held cart with tok_visa through Stripe and confirms the booking', async () => {
    const r = await heldCart(t.app, 4);
    const paid = await checkout(r.cart.uuid, 'tok_visa');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().booking).toEqual({ reservation_uuid: r.uuid, pnr: r.pnr, state: 'confirmed' });
    expect(paid.json().payment).toEqual({ amount: r.cart.summary, currency: 'USD', card_last4: '4242', points: 0 });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.cartUuid, r.cart.uuid));
    expect(row).toMatchObject({ state: 'confirmed', provider: 'stripe', chargeId: expect.stringMatching(/^pi_/) });
    expect(await booked(row.idempotencyKey)).toMatchObject([{ status: 'succeeded', amount: r.cart.summary }]);
  });

  it('answers a declined card with 402 payment_failed in the processor’s words, the hold kept', async () => {
    const r = await heldCart(t.app, 5);
    const declined = await checkout(r.cart.uuid, 'tok_chargeDeclined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ payment_failed: P.cardDeclined, code: 'card_declined' });
    expect((await checkout(r.cart.uuid, 'tok_visa')).statusCode).toBe(200);
  });
});
