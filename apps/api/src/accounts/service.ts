import { GENDERS, REFERRAL_REWARD_CENTS, REFRESH_REUSE_GRACE_MS, type FeatureFlag } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import type { Profile, ReferralData, TokenPair } from '@landline/shared/schemas';
import type { z } from 'zod';
import { memberDiscountPercent } from '@landline/shared/cart';
import type { Db } from '../db/client.js';
import { addCredit } from '../credits/service.js';
import { memberTier } from '../loyalty/service.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import { BadRequestError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../http/errors.js';
import { enqueueMail } from '../mail/service.js';
import { activationMail, recoveryMail, welcomeMail } from '../mail/templates.js';
import type { loginSchema, passwordChangeSchema, profileUpdateSchema, recoveryResetSchema, registerSchema } from '@landline/shared/schemas';
import { ACTIVATION_TTL_MS, hashCode, newCode, newLoyaltyNumber, newReferralCode, RECOVERY_TTL_MS } from './codes.js';
import { passwordProblem } from './password-strength.js';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords.js';
import {
  LOGIN_FAILURES_PER_CLIENT,
  loginAccountKey,
  loginClientKey,
  loginDelayMs,
  PASSWORD_CHANGE_FAILURES,
  passwordChangeKey,
} from './login-limits.js';
import {
  codeIsValid,
  codeOwner,
  confirmEmail,
  emailTaken,
  insertCode,
  insertReferral,
  insertRefreshToken,
  insertUser,
  markReferralRewarded,
  referralOf,
  revokeFamily,
  revokeUserTokens,
  signUpsOf,
  updateUser,
  useCode,
  userByEmail,
  userById,
  userByReferralCode,
  useRefreshToken,
  recentlyUsedRefreshToken,
  type User,
} from './queries.js';
import type { FailureCounter } from './rate-limits.js';
import type { RefreshClaims, TokenSigner } from '../http/tokens.js';
import type { Clock } from '../clock/clock.js';

export interface AccountDeps {
  db: Db;
  signer: TokenSigner;
  failures: FailureCounter;
  /** The site's own origin, for links in mail (never taken from the request). */
  publicUrl: string;
  /** When codes and sessions expire, and when a change happened. */
  clock: Clock;
  /** Waits (the slowdown of logins to an account under attack); tests may record instead. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * A feature flag's value now (the settings store, decision 280), read through `tx` inside a
   * transaction; without, referrals are always on. The referral flag off takes no new referral
   * and gives no reward.
   */
  flag?: (name: FeatureFlag, tx?: Db) => Promise<boolean>;
}

const RECOVERY_MAILS_PER_MINUTE = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const tokenNotValid = () => new UnauthorizedError(A.tokenInvalid, 'token_not_valid');

/** MM/DD/YYYY ↔ YYYY-MM-DD. */
const fromUsDate = (v: string) => {
  const [m, d, y] = v.split('/');
  return `${y}-${m}-${d}`;
};
const toUsDate = (v: string | null) => (v ? `${v.slice(5, 7)}/${v.slice(8, 10)}/${v.slice(0, 4)}` : null);

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  /** Whether the referral programme is on now (decision 280, "every flag has its rule"). */
  private async referralsOn(tx?: Db): Promise<boolean> {
    return !this.deps.flag || (await this.deps.flag('referral', tx));
  }

  private link(path: string): string {
    return `${this.deps.publicUrl.replace(/\/$/, '')}${path}`;
  }

  // ---- Registration and sessions ----------------------------------------------------------

  async register(input: z.output<typeof registerSchema>): Promise<TokenPair> {
    const { db } = this.deps;
    const weak = await passwordProblem(input.password, input.email, [input.first_name, input.last_name]);
    if (weak) throw new ValidationError({ password: [weak] });
    if (await emailTaken(db, input.email)) throw new ValidationError({ email: [A.emailTaken] });
    let referrer: User | undefined;
    if (input.referal_code) {
      // Refused rather than dropped: a rider who gave a code must not believe a reward is coming.
      if (!(await this.referralsOn())) throw new ValidationError({ referal_code: [A.referralsOff] });
      referrer = await userByReferralCode(db, input.referal_code.toUpperCase());
      if (!referrer) throw new ValidationError({ referal_code: [A.referralUnknown] });
    }
    const passwordHash = await hashPassword(input.password);
    const activation = newCode();
    let user: User;
    try {
      user = await inTransaction(db, async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          subscribeToNewsletter: input.subscribe_to_newsletter,
          referralCode: newReferralCode(),
          loyaltyNumber: newLoyaltyNumber(),
          referredBy: referrer?.id ?? null,
        });
        if (referrer) await insertReferral(tx, referrer.id, created.id);
        await insertCode(tx, {
          codeHash: activation.hash,
          userId: created.id,
          purpose: 'activation',
          expiresAt: new Date(this.deps.clock.now().getTime() + ACTIVATION_TTL_MS),
        });
        const path = referrer ? `/activate/${activation.code}/${referrer.referralCode}` : `/activate/${activation.code}`;
        await enqueueMail(tx, activationMail(created.email, created.firstName, this.link(path)));
        return created;
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw new ValidationError({ email: [A.emailTaken] });
      throw error;
    }
    return this.issue(user.id, crypto.randomUUID());
  }

  /**
   * Wrong passwords are counted per account and client (`client`: the IP address) and per
   * account. A client that guessed wrong 5 times this minute is refused for that account; the
   * account's count from all clients only slows every attempt down, so a stranger guessing
   * from elsewhere never locks the owner out.
   */
  async login(input: z.output<typeof loginSchema>, client: string): Promise<TokenPair> {
    const { failures } = this.deps;
    const accountKey = loginAccountKey(input.email);
    const clientKey = loginClientKey(input.email, client);
    if ((await failures.count(clientKey)) >= LOGIN_FAILURES_PER_CLIENT) throw new TooManyRequestsError(A.tooManyAttempts);
    const delay = loginDelayMs(await failures.count(accountKey));
    if (delay > 0) await (this.deps.sleep ?? sleep)(delay);
    const user = await userByEmail(this.deps.db, input.email);
    // An unknown address costs the same time as a wrong password: no way to probe for accounts.
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !ok) {
      await failures.fail(clientKey);
      await failures.fail(accountKey);
      throw new BadRequestError({ non_field_errors: [A.badCredentials] });
    }
    await failures.reset(clientKey);
    // A hash of an older scheme (scrypt) is replaced now that the password is known.
    if (needsRehash(user.passwordHash)) {
      await updateUser(this.deps.db, user.id, { passwordHash: await hashPassword(input.password) });
    }
    return this.issue(user.id, crypto.randomUUID());
  }

  private async issue(userId: string, family: string): Promise<TokenPair> {
    const refresh = await this.deps.signer.refresh(userId, family);
    await insertRefreshToken(this.deps.db, { id: refresh.jti, userId, familyId: family, expiresAt: refresh.expiresAt });
    return { access: await this.deps.signer.access(userId, family), refresh: refresh.token };
  }

  /** Rotation with reuse detection: a refresh token works once; a replay revokes its family. */
  async refresh(token: string): Promise<TokenPair> {
    const claims = await this.deps.signer.verify<RefreshClaims>(token, 'refresh');
    if (!claims) throw tokenNotValid();
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const used = await useRefreshToken(db, claims.jti, now);
    if (used) return this.issue(used.userId, used.familyId);
    // Rotated within the grace: a navigation cut the answer off before its cookie was kept
    // (decision 203). The session goes on; a replay later than that ends it.
    const late = await recentlyUsedRefreshToken(db, claims.jti, new Date(now.getTime() - REFRESH_REUSE_GRACE_MS), now);
    if (late) return this.issue(late.userId, late.familyId);
    await revokeFamily(db, claims.fam, now);
    throw tokenNotValid();
  }

  /** Logout: the session of a refresh token ends (its family is revoked); no or a bad token ends nothing. */
  async logout(token: string | null): Promise<void> {
    const claims = token ? await this.deps.signer.verify<RefreshClaims>(token, 'refresh') : null;
    if (!claims) return;
    await revokeFamily(this.deps.db, claims.fam, this.deps.clock.now(), claims.sub);
  }

  /** Ends every session of a user, or every one but `keep` (a refresh-token family). */
  private async revokeAll(userId: string, tx: Db = this.deps.db, keep?: string): Promise<void> {
    await revokeUserTokens(tx, userId, this.deps.clock.now(), keep);
  }

  // ---- Profile ----------------------------------------------------------------------------

  private async user(userId: string): Promise<User> {
    const user = await userById(this.deps.db, userId);
    if (!user) throw tokenNotValid();
    return user;
  }

  private async signUps(userId: string) {
    const rows = await signUpsOf(this.deps.db, userId);
    return rows.map((r) => ({ first_name: r.firstName, created: r.created.toISOString(), rewarded: r.rewardedAt !== null }));
  }

  async profile(userId: string): Promise<Profile> {
    const user = await this.user(userId);
    const asReferred = await referralOf(this.deps.db, userId);
    const tier = await memberTier(this.deps.db, userId, this.deps.clock.now());
    const gender = GENDERS.find((g) => g.id === user.genderId);
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      title: user.title,
      gender: { id: gender?.id ?? null, label: gender?.label ?? '' },
      date_of_birth: toUsDate(user.dateOfBirth),
      email: user.email,
      email_confirmed: user.emailConfirmed,
      phone_number: user.phoneNumber,
      emergency_phone: user.emergencyPhone,
      known_traveler: user.knownTraveler,
      seat_preference: user.seatPreference,
      preferred_airport: user.preferredAirport,
      store_credits: user.storeCredits,
      user_wallet: { points: user.walletPoints, loyalty_number: user.loyaltyNumber },
      referrals: { has_referral: Boolean(asReferred), referral_amount: REFERRAL_REWARD_CENTS, awarded: Boolean(asReferred?.rewardedAt) },
      // Tier and progress from the member's paid rides (decision 211); the discount in percent.
      penguin_perks: { tier: tier.tier, eligible_trips: tier.eligibleRides, discount: memberDiscountPercent(tier.tier) },
      referral: { referral_id: user.referralCode, list_sign_ups: await this.signUps(userId) },
    };
  }

  async updateProfile(userId: string, input: z.output<typeof profileUpdateSchema>): Promise<Profile> {
    const user = await this.user(userId);
    const emailChanged = input.email !== user.email;
    if (emailChanged) {
      if (await emailTaken(this.deps.db, input.email)) throw new ValidationError({ email: [A.emailTaken] });
    }
    try {
      await inTransaction(this.deps.db, async (tx) => {
        await updateUser(tx, userId, {
          title: input.title,
          firstName: input.first_name,
          lastName: input.last_name,
          genderId: input.gender,
          dateOfBirth: fromUsDate(input.date_of_birth),
          email: input.email,
          phoneNumber: input.phone_number,
          emergencyPhone: input.emergency_phone,
          knownTraveler: input.known_traveler,
          seatPreference: input.seat_preference,
          preferredAirport: input.preferred_airport,
          updatedAt: this.deps.clock.now(),
          // A new address must be confirmed again before we rely on it.
          ...(emailChanged ? { emailConfirmed: false } : {}),
        });
        if (emailChanged) {
          const activation = newCode();
          await insertCode(tx, {
            codeHash: activation.hash,
            userId,
            purpose: 'activation',
            expiresAt: new Date(this.deps.clock.now().getTime() + ACTIVATION_TTL_MS),
          });
          await enqueueMail(tx, activationMail(input.email, input.first_name, this.link(`/activate/${activation.code}`)));
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError({ email: [A.emailTaken] });
      throw error;
    }
    return this.profile(userId);
  }

  /**
   * A new password ends every other session of the user (`session`: the refresh-token family
   * of the request's access token, kept; null for tokens older than that claim: all end).
   */
  async changePassword(userId: string, input: z.output<typeof passwordChangeSchema>, session: string | null): Promise<void> {
    const user = await this.user(userId);
    // Guessing the current password with a stolen session is limited like a login.
    const key = passwordChangeKey(userId);
    if ((await this.deps.failures.count(key)) >= PASSWORD_CHANGE_FAILURES) throw new TooManyRequestsError(A.tooManyAttempts);
    if (!(await verifyPassword(input.current_password, user.passwordHash))) {
      await this.deps.failures.fail(key);
      throw new ValidationError({ current_password: [A.currentPasswordWrong] });
    }
    const weak = await passwordProblem(input.new_password, user.email, [user.firstName, user.lastName]);
    if (weak) throw new ValidationError({ new_password: [weak] });
    const passwordHash = await hashPassword(input.new_password);
    await inTransaction(this.deps.db, async (tx) => {
      await updateUser(tx, userId, { passwordHash, updatedAt: this.deps.clock.now() });
      await this.revokeAll(userId, tx, session ?? undefined);
    });
  }

  // ---- Codes sent by mail -----------------------------------------------------------------

  /** Marks a code used if it is valid now; returns its user, or null. */
  private consume(tx: Db, code: string, purpose: 'activation' | 'recovery'): Promise<string | null> {
    return useCode(tx, hashCode(code), purpose, this.deps.clock.now());
  }

  async activate(code: string, referralCode?: string): Promise<void> {
    // The address is confirmed whatever the flag; the link's referral counts only while referrals are on.
    const referralsOn = await this.referralsOn();
    const done = await inTransaction(this.deps.db, async (tx) => {
      const userId = await this.consume(tx, code, 'activation');
      if (!userId) return false;
      const user = await confirmEmail(tx, userId, this.deps.clock.now());
      // A referral link followed after registering without the code still counts, once.
      if (referralsOn && referralCode && !user.referredBy) {
        const referrer = await userByReferralCode(tx, referralCode.toUpperCase());
        if (referrer && referrer.id !== user.id) {
          await updateUser(tx, user.id, { referredBy: referrer.id });
          await insertReferral(tx, referrer.id, user.id, true);
        }
      }
      await enqueueMail(tx, welcomeMail(user.email, user.firstName, this.link('/')));
      return true;
    });
    if (!done) throw new BadRequestError({ detail: A.codeInvalid });
  }

  /**
   * Always the same answer, whether or not the address has an account. Per account at most
   * three recovery mails a minute: more are silently not sent (the answer must not differ).
   */
  async requestRecovery(email: string): Promise<void> {
    const key = `recovery:${email}`;
    if ((await this.deps.failures.count(key)) >= RECOVERY_MAILS_PER_MINUTE) return;
    await this.deps.failures.fail(key);
    const user = await userByEmail(this.deps.db, email);
    if (!user) return;
    const recovery = newCode();
    await inTransaction(this.deps.db, async (tx) => {
      await insertCode(tx, {
        codeHash: recovery.hash,
        userId: user.id,
        purpose: 'recovery',
        expiresAt: new Date(this.deps.clock.now().getTime() + RECOVERY_TTL_MS),
      });
      await enqueueMail(tx, recoveryMail(user.email, user.firstName, this.link(`/password/reset/${recovery.code}`)));
    });
  }

  async checkRecovery(code: string): Promise<void> {
    if (!(await codeIsValid(this.deps.db, hashCode(code), 'recovery', this.deps.clock.now()))) throw new NotFoundError(A.codeInvalid);
  }

  async resetPassword(code: string, input: z.output<typeof recoveryResetSchema>): Promise<void> {
    const owner = await codeOwner(this.deps.db, hashCode(code), 'recovery', this.deps.clock.now());
    if (!owner) throw new NotFoundError(A.codeInvalid);
    const weak = await passwordProblem(input.new_password, owner.email, [owner.firstName, owner.lastName]);
    if (weak) throw new ValidationError({ new_password: [weak] });
    const passwordHash = await hashPassword(input.new_password);
    const done = await inTransaction(this.deps.db, async (tx) => {
      const userId = await this.consume(tx, code, 'recovery');
      if (!userId) return false;
      await updateUser(tx, userId, { passwordHash, updatedAt: this.deps.clock.now() });
      // Whoever knew the old password is logged out everywhere.
      await this.revokeAll(userId, tx);
      return true;
    });
    if (!done) throw new NotFoundError(A.codeInvalid);
  }

  /**
   * The referral reward: $20 store credit to the referred rider and to the referrer, once, when
   * a paid trip of the referred rider is confirmed while referrals are on (the first, unless the
   * flag was off then; the booking flow calls this in the transaction that confirms the trip).
   * Returns whether a reward was given now.
   */
  async rewardReferral(tx: Db, referredUserId: string): Promise<boolean> {
    // While referrals are off no reward is given: the referral waits for a paid trip once they are on again.
    if (!(await this.referralsOn(tx))) return false;
    const referral = await markReferralRewarded(tx, referredUserId, this.deps.clock.now(), REFERRAL_REWARD_CENTS);
    if (!referral) return false;
    for (const id of [referral.referrerId, referral.referredId]) {
      await addCredit(tx, id, REFERRAL_REWARD_CENTS, 'referral', { reservationUuid: null, paymentId: null, at: this.deps.clock.now() });
    }
    return true;
  }

  async referralData(userId: string): Promise<ReferralData> {
    const user = await this.user(userId);
    const signUps = await this.signUps(userId);
    const on = await this.referralsOn();
    return {
      referral_id: user.referralCode,
      url: this.link(`/account/register?referalcode=${user.referralCode}`),
      list_sign_ups: signUps,
      total_signup: signUps.length,
      created: user.createdAt.toISOString(),
      modified: user.updatedAt.toISOString(),
      // The spec's referral.disabled: the programme is off (the code and history are still shown).
      disabled: !on,
    };
  }
}
