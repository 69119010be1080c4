// The SQL of the newsletter: the subscriptions table. Each function takes the database or a
// transaction first.

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema.js';

type NewSubscription = typeof newsletterSubscriptions.$inferInsert;

export async function subscriptionByEmail(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

export async function subscriptionByUnsubscribeHash(db: Db, hash: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.unsubscribeHash, hash));
  return row;
}

/** Writes a subscription, replacing the one of the same address. */
export async function upsertSubscription(db: Db, values: NewSubscription): Promise<void> {
  await db.insert(newsletterSubscriptions).values(values).onConflictDoUpdate({ target: newsletterSubscriptions.email, set: values });
}

/** Confirms the pending subscription of a confirm hash still valid at `now`; whether there was one. */
export async function confirmSubscription(db: Db, confirmHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now, confirmHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmHash, confirmHash),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return Boolean(row);
}

export async function markUnsubscribed(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: at, confirmHash: null })
    .where(eq(newsletterSubscriptions.id, id));
}
