// The SQL of mail: the outbox table. Each function takes the database or a transaction first.

import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { compiledByKeys, type Placeholders } from '../db/compiled.js';
import { outbox } from '../db/schema.js';
import type { Mail } from './templates.js';

export type OutboxMail = typeof outbox.$inferSelect;

const mailInserted = compiledByKeys((db, p: Placeholders<typeof outbox.$inferInsert>) => db.insert(outbox).values(p));

export async function insertMail(db: Db, mail: Mail): Promise<void> {
  await mailInserted(db, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments ?? [],
  });
}

/** Unsent mails tried fewer than `maxAttempts` times, oldest first. */
export async function unsentMails(db: Db, maxAttempts: number, limit: number): Promise<OutboxMail[]> {
  return db
    .select()
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lt(outbox.attempts, maxAttempts)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

/** Counts an attempt if nobody else did since `mail` was read; whether this caller claimed it. */
export async function claimMail(db: Db, mail: Pick<OutboxMail, 'id' | 'attempts'>): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, mail.id), eq(outbox.attempts, mail.attempts), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  return claimed.length > 0;
}

export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, lastError: null }).where(eq(outbox.id, id));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ lastError: error }).where(eq(outbox.id, id));
}

export async function latestMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

export async function mailById(db: Db, id: number): Promise<OutboxMail | undefined> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.id, id));
  return mail;
}

/** The mail sent (or waiting) to these addresses, newest first: what an agent sees a caller was sent. */
export async function mailsTo(db: Db, addresses: string[], limit: number) {
  if (!addresses.length) return [];
  return db
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      kind: outbox.kind,
      subject: outbox.subject,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(inArray(outbox.toAddress, addresses))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
