// A premium-seat change quoted: the seats and their prices, kept for QUOTE_MINUTES while the card
// is asked for (decision 222). The seat service quotes; the purchase service reads the quote back.

import { randomUUID } from 'node:crypto';
import type { SeatPurchase } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { insertSeatPurchase, passengerNamesOf, type SeatPurchaseRow } from './queries.js';

/** A seat asked for in a change, and what it costs (0: free to take, or the passenger's already). */
export interface PricedSeat {
  passenger: number;
  leg: number;
  tripId: number;
  code: string;
  price: number;
}

/** How long a quote can be paid: the seats are not kept meanwhile, so not long. */
export const QUOTE_MINUTES = 15;

/** The purchase as the calls answer it, with the passengers' names. */
export async function viewOf(db: Db, row: SeatPurchaseRow, pnr: string): Promise<SeatPurchase> {
  const names = new Map((await passengerNamesOf(db, row.reservationUuid)).map((p) => [p.idx, `${p.firstName} ${p.lastName}`]));
  return {
    uuid: row.uuid,
    pnr,
    segment: row.direction,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    quoted_until: row.quotedUntil.toISOString(),
    seats: row.seats.map((s) => ({ passenger: s.passenger, name: names.get(s.passenger) ?? '', code: s.code, price: s.price })),
    card_last4: row.cardLast4,
  };
}

/** Quotes a change with premium seats (SeatService.choose, in its transaction): nothing is given yet. */
export async function quoteSeatPurchase(
  tx: Db,
  input: { reservationUuid: string; pnr: string; segment: 1 | 2; seats: PricedSeat[]; currency: string; userId: string | null; at: Date },
): Promise<SeatPurchase> {
  const row = await insertSeatPurchase(tx, {
    reservationUuid: input.reservationUuid,
    direction: input.segment,
    seats: input.seats,
    amount: input.seats.reduce((n, s) => n + s.price, 0),
    currency: input.currency,
    state: 'quoted',
    quotedUntil: new Date(input.at.getTime() + QUOTE_MINUTES * 60_000),
    idempotencyKey: `seats_${randomUUID()}`,
    provider: 'none',
    userId: input.userId,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return viewOf(tx, row, input.pnr);
}
