// One shape for every charge attempt (decision 258): tickets (`payments`), premium seats bought
// after booking (`seat_purchases`) and points (`points_purchases`) keep their own tables, and
// each holds the same charge columns (state, idempotency key, provider, amount and currency, the
// processor's charge id, the card's last digits, why it failed, when). A small descriptor of the
// table is all the charge routine needs: one set of queries serves the three.

import { and, asc, eq, inArray, lt, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { compiled, compiledByKeys, type Placeholders } from '../db/compiled.js';

/**
 * Where an attempt is: 'pending' (written before the processor is called), then 'confirmed'
 * (charged and the goods given, in one transaction), 'failed' (nothing charged), 'refund_due'
 * (charged but the goods were gone) and 'refunded'. A seat purchase is 'quoted' before its first
 * attempt.
 */
export type ChargeState = 'pending' | 'confirmed' | 'failed' | 'refund_due' | 'refunded';

/** The charge columns every attempt's table has. */
export interface ChargeAttempt {
  state: string;
  /** Sent to the processor with the charge: a retry of the call can never charge twice. */
  idempotencyKey: string;
  provider: string;
  /** Cents charged to the card. */
  amount: number;
  currency: string;
  chargeId: string | null;
  cardLast4: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What settling an attempt writes. */
export type ChargeChange = Partial<Pick<ChargeAttempt, 'chargeId' | 'cardLast4' | 'failureCode' | 'failureMessage'>> & {
  state: ChargeState;
  updatedAt: Date;
};

/** The queries of one attempts table, by its key. */
export interface ChargeLedger<Row extends ChargeAttempt, Id> {
  idOf(row: Row): Id;
  byId(db: Db, id: Id): Promise<Row | undefined>;
  /** The attempt, locked until the transaction ends (the request and the reconciler settle it once). */
  lock(db: Db, id: Id): Promise<Row | undefined>;
  /** Writes `change`; the row as it now is (what the settling transaction answers, without reading it again). */
  update(db: Db, id: Id, change: ChargeChange): Promise<Row>;
  /** Attempts left pending or owed back since before `before`, oldest first (the reconciler's). */
  unsettled(db: Db, before: Date, limit: number): Promise<Row[]>;
}

/** An attempts table: any table with the charge columns. */
type ChargeTable = PgTable & { state: Column; updatedAt: Column };

/** The ledger of `table`, whose rows are found by `key` (its primary key). */
export function chargeLedger<Row extends ChargeAttempt, Id extends string | number>(
  table: ChargeTable,
  key: Column,
  idOf: (row: Row) => Id,
): ChargeLedger<Row, Id> {
  // Built once per table (the money path's statements, decision 312).
  const rowOf = compiled((db, p: Placeholders<{ id: Id }>) => db.select().from(table).where(eq(key, p.id)));
  const rowLocked = compiled((db, p: Placeholders<{ id: Id }>) => db.select().from(table).where(eq(key, p.id)).for('update'));
  const rowChanged = compiledByKeys((db, p: Placeholders<ChargeChange & { id: Id }>) => {
    const { id, ...change } = p;
    return db.update(table).set(change).where(eq(key, id)).returning();
  });
  return {
    idOf,
    async byId(db, id) {
      const [row] = await rowOf(db, { id });
      return row as Row | undefined;
    },
    async lock(db, id) {
      const [row] = await rowLocked(db, { id });
      return row as Row | undefined;
    },
    async update(db, id, change) {
      const [row] = await rowChanged(db, { ...change, id });
      return row as Row;
    },
    async unsettled(db, before, limit) {
      const rows = await db
        .select()
        .from(table)
        .where(and(inArray(table.state, ['pending', 'refund_due']), lt(table.updatedAt, before)))
        .orderBy(asc(table.updatedAt))
        .limit(limit);
      return rows as Row[];
    },
  };
}
