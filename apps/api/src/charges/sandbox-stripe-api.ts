// The sandbox processor behind Stripe's REST API (decision 209): the subset StripeProvider uses
// (create-and-confirm a PaymentIntent, find it by search or id, refund it), form-encoded as the
// stripe client sends it, answered in Stripe's JSON shapes and error envelope. It charges through
// SandboxProvider and its books, so the sandbox and the Stripe path share one set of charges and
// the StripeProvider can be tested over real HTTP without Stripe. The stripe client takes a host,
// port and protocol but no path, so the surface has a Fastify instance of its own, at /v1/….

import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { parseFormFields, type FormValue } from './form-fields.js';
import { refundSandboxChargePart, sandboxChargeById, sandboxChargeByKey, type SandboxChargeRow } from './sandbox-books.js';
import { SandboxProvider } from './sandbox.js';

/** The metadata key the books are kept by (StripeProvider's PAYMENT_KEY). */
const KEY_FIELD = 'payment_key';

/** Stripe's (code, decline_code) for each of the sandbox's declines, as Stripe's test cards answer. */
const STRIPE_CODES: Record<string, { code: string; decline_code: string }> = {
  card_declined: { code: 'card_declined', decline_code: 'generic_decline' },
  insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds' },
  expired_card: { code: 'expired_card', decline_code: 'expired_card' },
  incorrect_cvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc' },
  processing_error: { code: 'processing_error', decline_code: 'processing_error' },
};

/** An answer in Stripe's error envelope: this surface's contract is Stripe's, not the app's (http/errors.ts). */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown> & { type: string; message: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, more: { param?: string; code?: string } = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...more });
const missing = (what: string, id: string, param?: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });

// Ids: a charge of the books is ch_X; its PaymentIntent is pi_X and its refund re_X.
const intentIdOf = (chargeId: string) => `pi_${chargeId.slice(3)}`;
const chargeIdOf = (intentId: string) => `ch_${intentId.slice(3)}`;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

function chargeOf(row: SandboxChargeRow) {
  const ok = row.status === 'succeeded';
  return {
    id: row.id,
    object: 'charge',
    amount: row.amount,
    amount_refunded: row.refundedAmount,
    currency: row.currency,
    created: seconds(row.createdAt),
    livemode: false,
    paid: ok,
    refunded: ok && row.refundedAmount === row.amount,
    status: ok ? 'succeeded' : 'failed',
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    payment_intent: intentIdOf(row.id),
    payment_method_details: { type: 'card', card: { last4: row.last4 } },
  };
}

function declineOf(row: SandboxChargeRow) {
  const codes = STRIPE_CODES[row.failureCode ?? ''] ?? { code: row.failureCode ?? 'card_declined' };
  return { type: 'card_error', ...codes, message: row.failureMessage ?? '', charge: row.id };
}

function intentOf(row: SandboxChargeRow, expandCharge: boolean) {
  const ok = row.status === 'succeeded';
  return {
    id: intentIdOf(row.id),
    object: 'payment_intent',
    amount: row.amount,
    amount_received: ok ? row.amount : 0,
    currency: row.currency,
    status: ok ? 'succeeded' : 'requires_payment_method',
    created: seconds(row.createdAt),
    livemode: false,
    metadata: { [KEY_FIELD]: row.idempotencyKey },
    payment_method_types: ['card'],
    latest_charge: expandCharge ? chargeOf(row) : row.id,
    last_payment_error: ok ? null : declineOf(row),
  };
}

const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const expands = (fields: Record<string, FormValue>, path: string) => Array.isArray(fields.expand) && fields.expand.includes(path);
const queryOf = (request: FastifyRequest) => parseFormFields(request.url.split('?')[1] ?? '');

/** The card a create names: a token, or one of Stripe's test PaymentMethods (pm_card_visa is tok_visa). */
function tokenOf(fields: Record<string, FormValue>): { token: string; param: string } {
  const data = fields.payment_method_data;
  const card = typeof data === 'object' && !Array.isArray(data) ? data.card : undefined;
  const token = typeof card === 'object' && !Array.isArray(card) ? text(card.token) : undefined;
  if (token) return { token, param: 'payment_method_data[card][token]' };
  const method = text(fields.payment_method);
  if (method) return { token: method.replace(/^pm_card_/, 'tok_'), param: 'payment_method' };
  throw invalid('You must provide a payment_method or payment_method_data[card][token].', { param: 'payment_method' });
}

/** The Stripe-compatible surface of the sandbox's books (not listening; see startSandboxStripeApi). */
export function sandboxStripeApi(db: Db, options: { clock: Clock }): FastifyInstance {
  const sandbox = new SandboxProvider(db, { clock: options.clock });
  // Which Idempotency-Key refunded each charge (this process's memory): the same key replays the refund.
  const refundKeys = new Map<string, string>();
  const app = Fastify({ logger: false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseFormFields(String(body))),
  );
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StripeApiError) return reply.code(error.status).send({ error: error.error });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500)
      return reply.code(400).send({ error: { type: 'invalid_request_error', message: (error as Error).message } });
    return reply.code(500).send({ error: { type: 'api_error', message: 'The sandbox could not complete this request.' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).` },
    }),
  );
  // Any secret key will do (it is a sandbox); none is refused as Stripe refuses it.
  app.addHook('onRequest', async (request) => {
    if (!/^Bearer sk_\S+$/.test(request.headers.authorization ?? '')) {
      throw new StripeApiError(401, { type: 'invalid_request_error', message: 'You did not provide a valid API key (Bearer sk_…).' });
    }
  });

  app.post('/v1/payment_intents', async (request, reply) => {
    const fields = (request.body ?? {}) as Record<string, FormValue>;
    const amount = Number(text(fields.amount));
    if (!Number.isSafeInteger(amount) || amount < 1) throw invalid('Invalid integer: amount must be at least 1.', { param: 'amount' });
    const currency = text(fields.currency)?.toLowerCase();
    if (!currency || !/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency.', { param: 'currency' });
    if (text(fields.confirm) !== 'true')
      throw invalid('This sandbox creates intents confirmed only: send confirm=true.', { param: 'confirm' });
    const metadata = fields.metadata;
    const key = typeof metadata === 'object' && !Array.isArray(metadata) ? text(metadata[KEY_FIELD]) : undefined;
    if (!key) throw invalid(`This sandbox keeps its books by metadata[${KEY_FIELD}]: send one.`, { param: `metadata[${KEY_FIELD}]` });
    const header = request.headers['idempotency-key'];
    if (header !== undefined && header !== key) {
      throw invalid(`This sandbox needs the Idempotency-Key and metadata[${KEY_FIELD}] to be the same.`, { param: 'Idempotency-Key' });
    }
    const { token, param } = tokenOf(fields);

    const earlier = await sandboxChargeByKey(db, key);
    if (earlier && (earlier.amount !== amount || earlier.currency.toLowerCase() !== currency)) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      });
    }
    if (earlier) reply.header('idempotent-replayed', 'true');
    await sandbox.charge({ amount, currency, token, idempotencyKey: key, description: text(fields.description) ?? '' });
    const row = (await sandboxChargeByKey(db, key))!;
    if (row.failureCode === 'unknown_token') {
      const what = param === 'payment_method' ? 'PaymentMethod' : 'token';
      throw invalid(`No such ${what}: '${token}'`, { param, code: 'resource_missing' });
    }
    const intent = intentOf(row, expands(fields, 'latest_charge'));
    if (row.status !== 'succeeded') throw new StripeApiError(402, { ...declineOf(row), payment_intent: intent });
    return intent;
  });

  app.get('/v1/payment_intents/search', async (request) => {
    const query = queryOf(request);
    const match = /^metadata\['payment_key'\]:'((?:[^'\\]|\\.)*)'$/.exec(text(query.query)?.trim() ?? '');
    if (!match) throw invalid(`This sandbox searches by metadata['${KEY_FIELD}']:'…' only.`, { param: 'query' });
    const row = await sandboxChargeByKey(db, match[1].replace(/\\(.)/g, '$1'));
    const data = row ? [intentOf(row, expands(query, 'data.latest_charge'))] : [];
    return { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, next_page: null, data };
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request) => {
    const row = request.params.id.startsWith('pi_') ? await sandboxChargeById(db, chargeIdOf(request.params.id)) : undefined;
    if (!row) throw missing('payment_intent', request.params.id, 'intent');
    return intentOf(row, expands(queryOf(request), 'latest_charge'));
  });

  app.post('/v1/refunds', async (request, reply) => {
    const fields = (request.body ?? {}) as Record<string, FormValue>;
    const intentId = text(fields.payment_intent);
    const chargeId = intentId ? chargeIdOf(intentId) : text(fields.charge);
    if (!chargeId) throw invalid('You must provide a payment_intent or a charge to refund.', { param: 'payment_intent' });
    const row = await sandboxChargeById(db, chargeId);
    if (!row) throw intentId ? missing('payment_intent', intentId, 'payment_intent') : missing('charge', chargeId, 'charge');
    if (row.status !== 'succeeded')
      throw invalid('This PaymentIntent does not have a successful charge to refund.', { param: 'payment_intent' });
    const key = request.headers['idempotency-key'];
    const left = row.amount - row.refundedAmount;
    // A part of the charge (decision 218): refunded once per key, never past what is left.
    if (text(fields.amount) !== undefined && Number(text(fields.amount)) !== row.amount) {
      const amount = Number(text(fields.amount));
      if (typeof key !== 'string')
        throw invalid('This sandbox refunds part of a charge only with an Idempotency-Key.', { param: 'amount' });
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
        throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`, { param: 'amount' });
      }
      const outcome = await refundSandboxChargePart(db, { chargeId: row.id, amount, idempotencyKey: key }, options.clock.now());
      if (outcome === 'replayed') reply.header('idempotent-replayed', 'true');
      return {
        id: `re_${key.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`,
        object: 'refund',
        amount,
        currency: row.currency,
        charge: row.id,
        payment_intent: intentIdOf(row.id),
        status: 'succeeded',
        created: seconds(row.createdAt),
      };
    }
    if (row.refundedAmount === row.amount) {
      // After a restart this memory is gone, and a keyed repeat is taken for a replay.
      const first = refundKeys.get(row.id);
      if (!key || (first !== undefined && first !== key)) {
        throw invalid(`Charge ${row.id} has already been refunded.`, { code: 'charge_already_refunded' });
      }
      reply.header('idempotent-replayed', 'true');
    } else {
      await sandbox.refund(row.id);
      if (typeof key === 'string') refundKeys.set(row.id, key);
    }
    return {
      id: `re_${row.id.slice(3)}`,
      object: 'refund',
      amount: row.amount,
      currency: row.currency,
      charge: row.id,
      payment_intent: intentIdOf(row.id),
      status: 'succeeded',
      created: seconds(row.createdAt),
    };
  });

  return app;
}

/** Serves the surface on host:port (port 0: any free one); the url to give the stripe client as STRIPE_API_BASE. */
export async function startSandboxStripeApi(
  db: Db,
  options: { port?: number; host?: string; clock: Clock },
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = sandboxStripeApi(db, { clock: options.clock });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, close: () => app.close() };
}
