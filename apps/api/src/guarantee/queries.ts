// The SQL of the connection guarantee (decision 287): the guarantees bought with booked trips,
// the moves and claims (each unique, so two instances never make one twice), the lead
// passengers the mail goes to, and a departure's timing. Reservations and rides are read and
// written through reservations/.

import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartItems, carts, guaranteeClaims, guaranteeMoves, trips } from '../db/schema.js';

export type MoveRow = typeof guaranteeMoves.$inferSelect;
export type ClaimRow = typeof guaranteeClaims.$inferSelect;

export interface GuaranteeItem {
  reservationUuid: string;
  data: { airline: string; flight_number: string; origin: string; destination: string; departure_time: string; departure_date: string };
}

/** Guarantees of paid carts whose flight leaves on a local date from `first` to `last`. */
export async function guaranteesBetween(db: Db, first: string, last: string): Promise<GuaranteeItem[]> {
  const rows = await db
    .select({ reservationUuid: carts.reservationUuid, data: cartItems.data })
    .from(cartItems)
    .innerJoin(carts, eq(carts.uuid, cartItems.cartUuid))
    .where(
      and(
        eq(cartItems.category, 'connection_guarantee'),
        eq(carts.checkedOut, true),
        gte(sql`${cartItems.data}->>'departure_date'`, first),
        lte(sql`${cartItems.data}->>'departure_date'`, last),
      ),
    )
    .orderBy(asc(cartItems.id));
  return rows.filter((r): r is GuaranteeItem => r.reservationUuid !== null) as GuaranteeItem[];
}

/** A move, once per ride and departure it leaves: undefined when another run made it already. */
export async function insertMove(db: Db, row: Omit<typeof guaranteeMoves.$inferInsert, 'id'>): Promise<MoveRow | undefined> {
  const [inserted] = await db.insert(guaranteeMoves).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A claim, once per ride, departure and kind: undefined when it exists already. */
export async function insertClaim(db: Db, row: Omit<typeof guaranteeClaims.$inferInsert, 'id'>): Promise<ClaimRow | undefined> {
  const [inserted] = await db.insert(guaranteeClaims).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function movesOf(db: Db, reservationUuid: string): Promise<MoveRow[]> {
  return db.select().from(guaranteeMoves).where(eq(guaranteeMoves.reservationUuid, reservationUuid)).orderBy(asc(guaranteeMoves.id));
}

export async function claimsOf(db: Db, reservationUuid: string): Promise<ClaimRow[]> {
  return db.select().from(guaranteeClaims).where(eq(guaranteeClaims.reservationUuid, reservationUuid)).orderBy(asc(guaranteeClaims.id));
}

/** Open claims first (oldest first), then the latest settled ones. */
export async function claimList(db: Db, limit: number): Promise<ClaimRow[]> {
  return db
    .select()
    .from(guaranteeClaims)
    .orderBy(
      sql`${guaranteeClaims.state} = 'open' DESC`,
      sql`CASE WHEN ${guaranteeClaims.state} = 'open' THEN ${guaranteeClaims.createdAt} END ASC`,
      desc(guaranteeClaims.createdAt),
    )
    .limit(limit);
}

export async function lockClaim(db: Db, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, id)).for('update');
  return row;
}

export async function settleClaim(
  db: Db,
  id: number,
  settled: Pick<ClaimRow, 'settlement' | 'amount' | 'settledBy' | 'note' | 'settledAt'>,
): Promise<ClaimRow> {
  const [row] = await db
    .update(guaranteeClaims)
    .set({ ...settled, state: 'settled' })
    .where(and(eq(guaranteeClaims.id, id), eq(guaranteeClaims.state, 'open')))
    .returning();
  return row;
}

/** A departure's run, date, own time and cancellation. */
export async function tripTiming(db: Db, tripId: number) {
  const [row] = await db
    .select({ run: trips.timetableId, date: trips.serviceDate, departsAt: trips.departsAt, canceledAt: trips.canceledAt })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row;
}
