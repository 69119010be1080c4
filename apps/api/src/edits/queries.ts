// The SQL of edits (decision 221): whether another new trip is already being paid for with the
// same booking (a second tab, a second device), so only one edit of a booking is ever charged.

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, payments } from '../db/schema.js';

/** A live (pending or confirmed) payment of another cart whose trip replaces `reservationUuid`. */
export async function otherLiveEdit(db: Db, reservationUuid: string, cartUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(cartItems, eq(cartItems.cartUuid, payments.cartUuid))
    .where(
      and(
        eq(cartItems.category, 'previous_landline_ticket'),
        sql`${cartItems.data}->>'reservationUuid' = ${reservationUuid}`,
        ne(payments.cartUuid, cartUuid),
        inArray(payments.state, ['pending', 'confirmed', 'refund_due']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
