// The Stripe card processor (PAYMENTS=stripe, decision 209) behind the PaymentProvider port: one
// PaymentIntent per attempt, created and confirmed on the server with the attempt's idempotency
// key, which also goes into the intent's metadata so the reconciler can find it again by search.
// A decline is an answer (the processor's words); anything else that goes wrong throws, so the
// checkout answers 502 and the attempt stays pending for the reconciler.

import Stripe from 'stripe';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest } from './provider.js';

/** The metadata key the attempt's idempotency key is kept under (and searched by). */
export const PAYMENT_KEY = 'payment_key';
/** A charge's answer comes well within this; past it the reconciler settles the attempt. */
const TIMEOUT_MS = 30_000;

export interface StripeOptions {
  secretKey: string;
  /** A Stripe-compatible server's origin (STRIPE_API_BASE); api.stripe.com when absent. */
  apiBase?: string;
  /** Retries of a request that failed in the network or with a 5xx (safe: every write has a key). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** The stripe client's host, port and protocol for an origin such as http://127.0.0.1:4010. */
export function stripeAddress(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/** The search query that finds the intent made with an idempotency key (quotes escaped as Stripe's search reads them). */
export function searchQueryFor(idempotencyKey: string): string {
  return `metadata['${PAYMENT_KEY}']:'${idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** What a PaymentIntent's state means for the attempt; throws for one still under way (left to the reconciler). */
export function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { ok: true, chargeId: intent.id, last4: last4Of(intent.latest_charge) };
    case 'requires_action':
      // 3-D Secure: the bank wants the traveller, and the server confirmed without them.
      return { ok: false, code: 'authentication_required', message: P.authenticationRequired, chargeId: intent.id };
    case 'processing':
      throw new Error(`PaymentIntent ${intent.id} is still processing`);
    default: {
      const error = intent.last_payment_error;
      const code = error ? codeOf(error.code, error.decline_code) : intent.status;
      return { ok: false, code, message: error?.message ?? P.processingError, chargeId: intent.id };
    }
  }
}

/**
 * The code a decline is known by: the issuer's reason when it gives one. Stripe's 'generic_decline'
 * says no more than 'card_declined', which is what the sandbox (and the web app) call it.
 */
function codeOf(code: string | undefined, declineCode: string | undefined): string {
  return declineCode && declineCode !== 'generic_decline' ? declineCode : (code ?? 'card_declined');
}

function last4Of(charge: string | Stripe.Charge | null): string | null {
  return typeof charge === 'object' && charge ? (charge.payment_method_details?.card?.last4 ?? null) : null;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...(options.apiBase ? stripeAddress(options.apiBase) : {}),
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      timeout: options.timeoutMs ?? TIMEOUT_MS,
      telemetry: false,
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    // Elements' createPaymentMethod gives a pm_… id; Stripe's test tokens (and Stripe.js' createToken) a tok_….
    const method = request.token.startsWith('pm_')
      ? { payment_method: request.token }
      : { payment_method_data: { type: 'card' as const, card: { token: request.token } } };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          confirm: true,
          description: request.description,
          metadata: { [PAYMENT_KEY]: request.idempotencyKey },
          // Cards only, so a server-side confirm never needs a return_url (v23 renamed payment_method_types).
          allowed_payment_method_types: ['card'],
          expand: ['latest_charge'],
          ...method,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return chargeResultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          ok: false,
          code: codeOf(error.code, error.decline_code),
          message: error.message,
          chargeId: error.payment_intent?.id ?? null,
        };
      }
      // A token Stripe does not know was never charged: the traveller enters the card again.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing' &&
        /^payment_method/.test(error.param ?? '')
      ) {
        return { ok: false, code: 'unknown_token', message: P.tokenUnknown, chargeId: null };
      }
      throw error;
    }
  }

  async retrieve(idempotencyKey: string): Promise<ChargeResult | null> {
    const found = await this.stripe.paymentIntents.search({ query: searchQueryFor(idempotencyKey), expand: ['data.latest_charge'] });
    // One intent per key; should a retry have made two, a succeeded one is the charge to settle.
    const intent = found.data.find((i) => i.status === 'succeeded') ?? found.data[0];
    return intent ? chargeResultOf(intent) : null;
  }

  async refund(chargeId: string): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: chargeId }, { idempotencyKey: `refund_${chargeId}` });
    } catch (error) {
      // Refunded already (after the key's 24 hours, or from Stripe's dashboard): nothing more to give back.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return;
      throw error;
    }
  }

  async refundPart(request: RefundRequest): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: request.chargeId, amount: request.amount },
      { idempotencyKey: request.idempotencyKey },
    );
  }
}
