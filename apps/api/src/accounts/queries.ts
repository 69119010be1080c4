// The SQL of accounts: users, refresh tokens, one-time codes and referrals. Each function takes
// the database or a transaction first; the rules that decide when to call them are in service.ts.

import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeCodes, referrals, refreshTokens, users } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
type CodePurpose = 'activation' | 'recovery';

// ---- Users ------------------------------------------------------------------------------------

export async function userById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function userByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Whether an account has this address. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(taken);
}

/** `code` as stored (upper case). */
export async function userByReferralCode(db: Db, code: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.referralCode, code));
  return user;
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [created] = await db.insert(users).values(values).returning();
  return created;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Marks the address confirmed; returns the user. */
export async function confirmEmail(db: Db, id: string, at: Date): Promise<User> {
  const [user] = await db.update(users).set({ emailConfirmed: true, updatedAt: at }).where(eq(users.id, id)).returning();
  return user;
}

// ---- Refresh tokens ---------------------------------------------------------------------------

export async function insertRefreshToken(db: Db, values: { id: string; userId: string; familyId: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Marks a refresh token used if it is still usable at `now`; returns it, or undefined. */
export async function useRefreshToken(db: Db, id: string, now: Date) {
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning();
  return used;
}

/**
 * A token already rotated, but since `since` only, and whose session still lives: the page that
 * presented it a moment ago was left before the answer (and its new cookie) arrived.
 */
export async function recentlyUsedRefreshToken(db: Db, id: string, since: Date, now: Date) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.id, id), gt(refreshTokens.usedAt, since), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
    );
  return row;
}

/** Revokes a token family (of `userId` only, when given). */
export async function revokeFamily(db: Db, familyId: string, at: Date, userId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        userId === undefined ? undefined : eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Revokes every token family of a user, or every one but `keep`. */
export async function revokeUserTokens(db: Db, userId: string, at: Date, keep?: string): Promise<void> {
  const others = keep ? ne(refreshTokens.familyId, keep) : undefined;
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others));
}

// ---- One-time codes ---------------------------------------------------------------------------

export async function insertCode(
  db: Db,
  values: { codeHash: string; userId: string; purpose: CodePurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

const validCode = (codeHash: string, purpose: CodePurpose, now: Date) =>
  and(eq(oneTimeCodes.codeHash, codeHash), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now));

/** Marks a code used if it is valid at `now`; returns its user, or null. */
export async function useCode(db: Db, codeHash: string, purpose: CodePurpose, now: Date): Promise<string | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(validCode(codeHash, purpose, now))
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
}

/** Whether a code is valid at `now`. */
export async function codeIsValid(db: Db, codeHash: string, purpose: CodePurpose, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(validCode(codeHash, purpose, now));
  return Boolean(row);
}

/** The owner of a code valid at `now`: what the password rules need of them. */
export async function codeOwner(db: Db, codeHash: string, purpose: CodePurpose, now: Date) {
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(validCode(codeHash, purpose, now));
  return owner;
}

// ---- Referrals --------------------------------------------------------------------------------

/** Records a referral; a second one of the same rider is ignored when `once`. */
export async function insertReferral(db: Db, referrerId: string, referredId: string, once = false): Promise<void> {
  const insert = db.insert(referrals).values({ referrerId, referredId });
  await (once ? insert.onConflictDoNothing() : insert);
}

/** The referral of a rider, as the referred one. */
export async function referralOf(db: Db, referredId: string) {
  const [referral] = await db.select().from(referrals).where(eq(referrals.referredId, referredId));
  return referral;
}

/** The riders a user referred, oldest first. */
export async function signUpsOf(db: Db, referrerId: string) {
  return db
    .select({ firstName: users.firstName, created: referrals.createdAt, rewardedAt: referrals.rewardedAt })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(referrals.createdAt);
}

/** Marks the referral of a rider rewarded, if it was not; returns it, or undefined. */
export async function markReferralRewarded(db: Db, referredId: string, at: Date, cents: number) {
  const [referral] = await db
    .update(referrals)
    .set({ rewardedAt: at, rewardCents: cents })
    .where(and(eq(referrals.referredId, referredId), isNull(referrals.rewardedAt)))
    .returning();
  return referral;
}
