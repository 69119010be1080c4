// The SQL of quote requests (decision 223): one row per form sent, kept once per form token.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { quoteRequests } from '../db/schema.js';

export type QuoteRow = typeof quoteRequests.$inferSelect;

/** Inserts the request unless its form was sent before; the row kept either way. */
export async function insertQuoteOnce(
  db: Db,
  row: Omit<typeof quoteRequests.$inferInsert, 'id'>,
): Promise<{ row: QuoteRow; inserted: boolean }> {
  const [inserted] = await db.insert(quoteRequests).values(row).onConflictDoNothing({ target: quoteRequests.formToken }).returning();
  if (inserted) return { row: inserted, inserted: true };
  const [existing] = await db.select().from(quoteRequests).where(eq(quoteRequests.formToken, row.formToken));
  return { row: existing, inserted: false };
}
