import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, recordAudit } from '../src/audit/log.js';
import type { Database } from '../src/db/client.js';
import { auditLog } from '../src/db/schema.js';
import { testDatabase } from './harness.js';

// The audit log (issue 31) on the real database: written in the caller's transaction, read back
// newest first by actor, action, target and time, and never changed once written.

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

/** The database's own message for a statement it refused (drizzle wraps it as the cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? (error as Error).message);
  }
  throw new Error('the statement was not refused');
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));
const CANCEL = {
  actor: 'staff:dispatcher-1',
  action: 'departure.cancel',
  target: 'trip:812',
  before: { state: 'scheduled' },
  after: { state: 'canceled' },
  reason: 'I-25 closed by snow',
};

describe('the audit log', () => {
  it('keeps an entry with the change it records, and neither when the transaction rolls back', async () => {
    await database.db.transaction(async (tx) => recordAudit(tx, at(0), CANCEL));
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, at(1), { ...CANCEL, target: 'trip:813' });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    const kept = await auditEntries(database.db, { action: 'departure.cancel' });
    expect(kept.map(({ id: _id, ...entry }) => entry)).toEqual([{ ...CANCEL, at: at(0) }]);
  });

  it('answers newest first, by actor, action, target and time, a page at a time', async () => {
    await recordAudit(database.db, at(10), { actor: 'staff:agent-1', action: 'staff.sign-in' });
    await recordAudit(database.db, at(11), {
      actor: 'staff:agent-1',
      action: 'booking.refund',
      target: 'reservation:LL-ABC',
      reason: 'caller asked',
    });
    await recordAudit(database.db, at(12), { actor: 'staff:agent-2', action: 'staff.sign-in' });
    const actions = async (filter: Parameters<typeof auditEntries>[1], limit?: number) =>
      (await auditEntries(database.db, filter, limit)).map((e) => `${e.actor} ${e.action}`);
    expect(await actions({ actor: 'staff:agent-1' })).toEqual(['staff:agent-1 booking.refund', 'staff:agent-1 staff.sign-in']);
    expect(await actions({ action: 'staff.sign-in' })).toEqual(['staff:agent-2 staff.sign-in', 'staff:agent-1 staff.sign-in']);
    expect(await actions({ target: 'reservation:LL-ABC' })).toEqual(['staff:agent-1 booking.refund']);
    expect(await actions({ since: at(11), until: at(12) })).toEqual(['staff:agent-1 booking.refund']);
    const [first] = await auditEntries(database.db, {}, 1);
    expect(first.actor).toBe('staff:agent-2');
    expect(await actions({ beforeId: first.id }, 1)).toEqual(['staff:agent-1 booking.refund']);
    // No before, after, target or reason where none was given.
    expect(Object.keys(first).sort()).toEqual(['action', 'actor', 'at', 'id']);
  });

  it('refuses to change, delete or empty what it holds, even to the app’s own database user', async () => {
    const before = await auditEntries(database.db, {});
    expect(await refusal(database.db.update(auditLog).set({ reason: 'nothing happened' }))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(database.db.delete(auditLog))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(database.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await auditEntries(database.db, {})).toEqual(before);
  });
});
