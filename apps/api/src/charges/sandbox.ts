// The sandbox card processor (PAYMENTS=sandbox, the default; decision 205): it behaves like a
// real one, so the checkout, its tests and a demo run the same code as with money. Card fields
// become one-use tokens (as a processor's browser library makes them); Stripe's published test
// cards and test tokens succeed or decline with Stripe's own messages; a charge is recorded under
// its idempotency key, so asking again answers the first result; refunds give the whole charge
// back. Its books are tables of this database (sandbox_tokens, sandbox_charges), which outlive the
// server process as a processor's would.

import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES as P } from '@landline/shared/messages';
import { luhnValid } from '@landline/shared/rules';
import type { CardToken, CardTokenInput } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { ValidationError } from '../http/errors.js';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest } from './provider.js';
import {
  insertSandboxCharge,
  insertSandboxToken,
  refundSandboxCharge,
  refundSandboxChargePart,
  sandboxChargeByKey,
  sandboxToken,
  spendSandboxToken,
  type SandboxChargeRow,
} from './sandbox-books.js';

type Behaviour = 'succeeds' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

/** What each decline says: the processor's words, shown to the traveller. */
export const DECLINE_MESSAGES: Record<Exclude<Behaviour, 'succeeds'>, string> = {
  card_declined: P.cardDeclined,
  insufficient_funds: P.insufficientFunds,
  expired_card: P.expiredCard,
  incorrect_cvc: P.incorrectCvc,
  processing_error: P.processingError,
};

/** Stripe's published test card numbers and what a charge on each does. */
export const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Stripe's published test tokens: usable again and again, as in Stripe's test mode. */
const TEST_TOKENS: Record<string, { behaviour: Behaviour; last4: string }> = {
  tok_visa: { behaviour: 'succeeds', last4: '4242' },
  tok_mastercard: { behaviour: 'succeeds', last4: '4444' },
  tok_chargeDeclined: { behaviour: 'card_declined', last4: '0002' },
  tok_chargeDeclinedInsufficientFunds: { behaviour: 'insufficient_funds', last4: '9995' },
  tok_chargeDeclinedExpiredCard: { behaviour: 'expired_card', last4: '0069' },
  tok_chargeDeclinedIncorrectCvc: { behaviour: 'incorrect_cvc', last4: '0127' },
  tok_chargeDeclinedProcessingError: { behaviour: 'processing_error', last4: '0119' },
};

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Unknown';
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export interface SandboxOptions {
  /** The processor's clock: token expiry, when charges were made. */
  clock: Clock;
  /**
   * Milliseconds a charge's answer takes to come back after the charge is made: a processor's
   * network. The crash tests use it to stop the server between the charge and its answer.
   */
  answerDelayMs?: number;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly options: SandboxOptions,
  ) {}

  /** Card fields to a one-use token: the format only; the card's answer comes at the charge. */
  async createToken(card: CardTokenInput): Promise<CardToken> {
    const digits = card.number.replace(/[\s-]/g, '');
    const errors: Record<string, string[]> = {};
    if (!luhnValid(digits)) errors.number = [P.incorrectNumber];
    const month = Number(card.exp_month);
    const yearText = card.exp_year.trim();
    const year = /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : Number(yearText);
    const now = this.options.clock.now();
    const valid = Number.isInteger(month) && month >= 1 && month <= 12 && /^\d{2}(\d{2})?$/.test(yearText);
    // A card is good through the last day of its month.
    const past = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (!valid || past || year > now.getUTCFullYear() + 20) errors.exp_month = [P.invalidExpiry];
    if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = [P.invalidCvc];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const token = {
      id: newId('tok'),
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      // Any other number is a real card: test mode declines it, as Stripe's does.
      behaviour: TEST_CARDS[digits] ?? 'card_declined',
      usedAt: null,
      createdAt: now,
    };
    await insertSandboxToken(this.db, token);
    return { id: token.id, card: { brand: token.brand, last4: token.last4, exp_month: month, exp_year: year } };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    // A key charged before answers its first result. A one-use token is looked up by its key
    // first, so that asking again does not spend it; a test token is reusable, and the insert
    // below answers the earlier charge of its key by itself (one statement fewer per charge).
    if (!TEST_TOKENS[request.token]) {
      const earlier = await sandboxChargeByKey(this.db, request.idempotencyKey);
      if (earlier) return resultOf(earlier);
    }
    const card = await this.cardOf(request.token);
    const behaviour: Behaviour | 'unknown_token' = card?.behaviour ?? 'unknown_token';
    const failed = behaviour !== 'succeeds';
    const row = await insertSandboxCharge(this.db, {
      id: newId('ch'),
      idempotencyKey: request.idempotencyKey,
      amount: request.amount,
      currency: request.currency,
      status: failed ? 'failed' : 'succeeded',
      failureCode: failed ? behaviour : null,
      failureMessage: failed ? (behaviour === 'unknown_token' ? P.tokenUnknown : DECLINE_MESSAGES[behaviour]) : null,
      last4: card?.last4 ?? null,
      createdAt: this.options.clock.now(),
    });
    if (this.options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, this.options.answerDelayMs));
    return resultOf(row);
  }

  async retrieve(idempotencyKey: string): Promise<ChargeResult | null> {
    const row = await sandboxChargeByKey(this.db, idempotencyKey);
    return row ? resultOf(row) : null;
  }

  async refund(chargeId: string): Promise<void> {
    await refundSandboxCharge(this.db, chargeId);
  }

  async refundPart(request: RefundRequest): Promise<void> {
    const outcome = await refundSandboxChargePart(this.db, request, this.options.clock.now());
    if (outcome === 'too_much') throw new Error(`sandbox: refund of ${request.amount} is more than is left on ${request.chargeId}`);
  }

  /** The card a token stands for, spending a one-use token; null for a token unknown or spent. */
  private async cardOf(token: string): Promise<{ behaviour: Behaviour; last4: string } | null> {
    const test = TEST_TOKENS[token];
    if (test) return test;
    const row = await sandboxToken(this.db, token);
    if (!row || !(await spendSandboxToken(this.db, token, this.options.clock.now()))) return null;
    return { behaviour: row.behaviour as Behaviour, last4: row.last4 };
  }
}

function resultOf(row: SandboxChargeRow): ChargeResult {
  return row.status === 'succeeded'
    ? { ok: true, chargeId: row.id, last4: row.last4 }
    : { ok: false, code: row.failureCode ?? 'card_declined', message: row.failureMessage ?? P.cardDeclined, chargeId: row.id };
}
