// The card processor behind one interface (decision 205). The sandbox (sandbox.ts)
// keeps its books in this database and behaves like a processor: cards become one-use tokens,
// charges are found again by their idempotency key, declines answer the processor's own words.

export type ChargeResult =
  { ok: true; chargeId: string; last4: string | null } | { ok: false; code: string; message: string; chargeId: string | null };

export interface ChargeRequest {
  /** Cents. */
  amount: number;
  currency: string;
  token: string;
  /** The same key again never makes a second charge: the first one's result is answered. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made with this key, or null when none was (the reconciler asks after a crash). */
  retrieve(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives a charge's money back, all of it; refunding twice refunds once. */
  refund(chargeId: string): Promise<void>;
  /**
   * Gives `amount` of a charge back (a cancelled passenger or leg, decision 218); the same key
   * again refunds once, and a charge never gives back more than it took.
   */
  refundPart(request: RefundRequest): Promise<void>;
}

export interface RefundRequest {
  chargeId: string;
  /** Cents, more than 0. */
  amount: number;
  idempotencyKey: string;
}
