// Staff accounts (issue 31, decision 276): invitations by a one-time set-up link, set-up with a
// password and an authenticator (TOTP) plus ten recovery codes, sign-in with both, sessions that
// end after 30 idle minutes or 12 hours, and the admin's changes. Every change is in the audit
// log, written in the change's transaction.

import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { opsLoginSchema, opsSetupSchema, staffChangeSchema, staffInviteSchema } from '@landline/shared/schemas';
import type { OpsSetupInfo, StaffMe, StaffMember } from '@landline/shared/schemas';
import { STAFF_MESSAGES as S } from '@landline/shared/messages';
import type { StaffRole } from '@landline/shared/staff';
import { loginDelayMs, LOGIN_FAILURES_PER_CLIENT } from '../accounts/login-limits.js';
import { passwordProblem } from '../accounts/password-strength.js';
import { decoyHash, hashPassword, verifyPassword } from '../accounts/passwords.js';
import type { FailureCounter } from '../accounts/rate-limits.js';
import { recordAudit, type AuditEntry } from '../audit/log.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/faults.js';
import { inTransaction } from '../db/transaction.js';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../http/errors.js';
import { enqueueMail } from '../mail/service.js';
import { staffSetupMail } from '../mail/templates.js';
import {
  allStaff,
  endSession,
  endSessionsOf,
  insertSession,
  insertStaff,
  isAssigned,
  liveSession,
  staffByEmail,
  staffById,
  staffBySetupToken,
  takeRecoveryCode,
  takeTotpStep,
  touchSession,
  updateStaff,
  type Staff,
} from './queries.js';
import { checkTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './second-factor.js';

/** A set-up link works once, for a day. */
export const SETUP_VALID_HOURS = 24;
/** A session ends after this long without a call… */
export const STAFF_IDLE_MS = 30 * 60_000;
/** …and this long after sign-in whatever happens (a shift). A member's refresh token lasts 14 days. */
export const STAFF_SESSION_MS = 12 * 3_600_000;
/** The last call is written at most once a minute: reads do not each write. */
const TOUCH_EVERY_MS = 60_000;

/** Who acts: a signed-in member, or a command run on the server (`npm run ops:admin`). */
export type StaffActor = { staffId: string } | { command: string };

export const actorName = (actor: StaffActor) => ('staffId' in actor ? `staff:${actor.staffId}` : `command:${actor.command}`);

/** A signed-in member and their session, as the guard hands them to a call. */
export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
  expiresAt: Date;
}

export interface StaffServiceDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  failures: FailureCounter;
  /** Waits (the slowdown of sign-ins to an account under attack). */
  sleep?: (ms: number) => Promise<void>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function statusOf(member: Staff): StaffMember['status'] {
  if (member.disabledAt) return 'disabled';
  return member.passwordHash && member.totpSecret ? 'active' : 'invited';
}

export function memberAnswer(member: Staff): StaffMember {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role as StaffRole,
    status: statusOf(member),
    created_at: member.createdAt.toISOString(),
  };
}

export function meAnswer(signedIn: SignedInStaff): StaffMe {
  return {
    id: signedIn.id,
    email: signedIn.email,
    name: signedIn.name,
    role: signedIn.role,
    session_expires_at: signedIn.expiresAt.toISOString(),
  };
}

export class StaffService {
  constructor(private readonly deps: StaffServiceDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /**
   * Invites a member: a new account waiting for its set-up link, mailed to them and returned to
   * the admin. `npm run ops:admin` calls it too, for an address that may exist (a lost phone):
   * the account is then set up again from scratch, its sessions ended.
   */
  async invite(
    actor: StaffActor,
    input: z.output<typeof staffInviteSchema>,
    options: { again?: boolean } = {},
  ): Promise<{ member: Staff; setupUrl: string; expiresAt: Date }> {
    const now = this.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SETUP_VALID_HOURS * 3_600_000);
    const setupUrl = `${this.deps.publicUrl}/ops/setup/${token}`;
    try {
      const member = await inTransaction(this.deps.db, async (tx) => {
        const existing = await staffByEmail(tx, input.email);
        if (existing && !options.again) throw new ValidationError({ email: [S.emailTaken] });
        const fresh = {
          name: input.name,
          role: input.role,
          passwordHash: null,
          totpSecret: null,
          pendingTotpSecret: null,
          totpLastStep: null,
          recoveryCodeHashes: [],
          setupTokenHash: sha256(token),
          setupExpiresAt: expiresAt,
          disabledAt: null,
        };
        const member = existing
          ? await updateStaff(tx, existing.id, fresh)
          : await insertStaff(tx, { ...fresh, email: input.email, createdAt: now });
        if (existing) await endSessionsOf(tx, existing.id, now);
        await recordAudit(tx, now, {
          actor: actorName(actor),
          action: existing ? 'staff.reset' : 'staff.invite',
          target: `staff:${member.id}`,
          before: existing ? memberAnswer(existing) : undefined,
          after: memberAnswer(member),
        });
        await enqueueMail(tx, staffSetupMail(member.email, member.name, setupUrl, SETUP_VALID_HOURS));
        return member;
      });
      return { member, setupUrl, expiresAt };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError({ email: [S.emailTaken] });
      throw error;
    }
  }

  /** A new set-up link for a member (a lost phone): their password, authenticator and sessions go. */
  async reset(actor: { staffId: string }, id: string): Promise<{ member: Staff; setupUrl: string; expiresAt: Date }> {
    const member = await this.other(actor, id);
    return this.invite(actor, { email: member.email, name: member.name, role: member.role as StaffRole }, { again: true });
  }

  /** The member whose link this is, with the authenticator secret to enrol (the same until set up). */
  async setupInfo(token: string): Promise<OpsSetupInfo> {
    const member = await this.bySetupToken(token);
    let secret = member.pendingTotpSecret;
    if (!secret) {
      secret = newTotpSecret();
      await updateStaff(this.deps.db, member.id, { pendingTotpSecret: secret });
    }
    return { email: member.email, name: member.name, role: member.role as StaffRole, secret, otpauth_uri: totpUri(member.email, secret) };
  }

  /**
   * Sets the password and the authenticator (proved by a current code), makes ten recovery codes
   * (returned once) and signs in. The link works once.
   */
  async completeSetup(
    token: string,
    input: z.output<typeof opsSetupSchema>,
  ): Promise<{ recoveryCodes: string[]; sessionToken: string; signedIn: SignedInStaff }> {
    const member = await this.bySetupToken(token);
    const weak = await passwordProblem(input.password, member.email, [member.name]);
    if (weak) throw new ValidationError({ password: [weak] });
    const secret = member.pendingTotpSecret;
    const now = this.now();
    const check = secret ? checkTotp(secret, input.code, now) : ({ valid: false } as const);
    if (!secret || !check.valid) throw new ValidationError({ code: [S.setupCodeWrong] });
    const recoveryCodes = newRecoveryCodes();
    const passwordHash = await hashPassword(input.password);
    const opened = await inTransaction(this.deps.db, async (tx) => {
      // Taken in the transaction: a link used twice at once sets up once.
      const still = await staffBySetupToken(tx, sha256(token), now);
      if (!still) throw new NotFoundError(S.setupLinkInvalid);
      const done = await updateStaff(tx, member.id, {
        passwordHash,
        totpSecret: secret,
        pendingTotpSecret: null,
        totpLastStep: check.step,
        recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
        setupTokenHash: null,
        setupExpiresAt: null,
      });
      await recordAudit(tx, now, {
        actor: `staff:${member.id}`,
        action: 'staff.set-up',
        target: `staff:${member.id}`,
        after: memberAnswer(done),
      });
      return this.open(tx, done, now);
    });
    return { recoveryCodes, ...opened };
  }

  /**
   * Signs in with the password and a current code (or a recovery code, used up). Wrong guesses
   * are limited as members' are (decision 153): five per client and account a minute, then a
   * slowdown for the account from everywhere. One answer for every wrong part.
   */
  async signIn(input: z.output<typeof opsLoginSchema>, client: string): Promise<{ sessionToken: string; signedIn: SignedInStaff }> {
    const { failures, db } = this.deps;
    const accountKey = `ops-login:${input.email}`;
    const clientKey = `ops-login:${input.email}:${client}`;
    if ((await failures.count(clientKey)) >= LOGIN_FAILURES_PER_CLIENT) throw new TooManyRequestsError(S.badCredentials);
    const delay = loginDelayMs(await failures.count(accountKey));
    if (delay > 0) await (this.deps.sleep ?? sleep)(delay);
    const member = await staffByEmail(db, input.email);
    const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? (await decoyHash()));
    const now = this.now();
    const factor = member && passwordOk && !member.disabledAt ? await this.secondFactor(member, input.code, now) : null;
    if (!member || !factor) {
      await failures.fail(clientKey);
      await failures.fail(accountKey);
      if (member)
        await recordAudit(db, now, { actor: `staff:${member.id}`, action: 'staff.sign-in-refused', target: `staff:${member.id}` });
      throw new BadRequestError({ non_field_errors: [S.badCredentials] });
    }
    await failures.reset(clientKey);
    return inTransaction(db, async (tx) => {
      await recordAudit(tx, now, {
        actor: `staff:${member.id}`,
        action: 'staff.sign-in',
        target: `staff:${member.id}`,
        after: factor === 'recovery' ? { with: 'recovery code' } : { with: 'authenticator' },
      });
      return this.open(tx, member, now);
    });
  }

  /** 'totp' or 'recovery' when the code is right (and now used), else null. */
  private async secondFactor(member: Staff, code: string, now: Date): Promise<'totp' | 'recovery' | null> {
    if (!member.totpSecret) return null;
    if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
      const check = checkTotp(member.totpSecret, code, now, member.totpLastStep ?? undefined);
      return check.valid && (await takeTotpStep(this.deps.db, member.id, check.step)) ? 'totp' : null;
    }
    return (await takeRecoveryCode(this.deps.db, member.id, recoveryCodeHash(code))) ? 'recovery' : null;
  }

  private async open(tx: Db, member: Staff, now: Date): Promise<{ sessionToken: string; signedIn: SignedInStaff }> {
    const sessionToken = newToken();
    const sessionId = sha256(sessionToken);
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
    await insertSession(tx, { id: sessionId, staffId: member.id, createdAt: now, lastSeenAt: now, expiresAt });
    return { sessionToken, signedIn: signedInOf(member, sessionId, expiresAt) };
  }

  /** The member signed in with this cookie token, or null: unknown, ended, idle, expired or disabled. */
  async session(token: string): Promise<SignedInStaff | null> {
    if (token.length > 100) return null;
    const id = sha256(token);
    const found = await liveSession(this.deps.db, id);
    const now = this.now();
    if (!found || found.member.disabledAt) return null;
    const { session, member } = found;
    if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_MS) {
      await endSession(this.deps.db, id, now);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(this.deps.db, id, now);
    return signedInOf(member, id, session.expiresAt);
  }

  async signOut(signedIn: SignedInStaff): Promise<void> {
    const now = this.now();
    await inTransaction(this.deps.db, async (tx) => {
      await endSession(tx, signedIn.sessionId, now);
      await recordAudit(tx, now, { actor: `staff:${signedIn.id}`, action: 'staff.sign-out', target: `staff:${signedIn.id}` });
    });
  }

  async list(): Promise<StaffMember[]> {
    return (await allStaff(this.deps.db)).map(memberAnswer);
  }

  /** An admin changes another member's role or disables them (their sessions end either way). */
  async change(actor: { staffId: string }, id: string, change: z.output<typeof staffChangeSchema>): Promise<StaffMember> {
    const member = await this.other(actor, id);
    const now = this.now();
    return inTransaction(this.deps.db, async (tx) => {
      const values: Partial<Staff> = {};
      if (change.role !== undefined) values.role = change.role;
      if (change.disabled !== undefined) values.disabledAt = change.disabled ? (member.disabledAt ?? now) : null;
      const changed = await updateStaff(tx, id, values);
      await endSessionsOf(tx, id, now);
      const entry: AuditEntry = {
        actor: `staff:${actor.staffId}`,
        action: 'staff.change',
        target: `staff:${id}`,
        before: memberAnswer(member),
        after: memberAnswer(changed),
      };
      await recordAudit(tx, now, entry);
      return memberAnswer(changed);
    });
  }

  /** Another member than the actor: no one changes, disables or resets themselves (an admin locked out of their own console). */
  private async other(actor: { staffId: string }, id: string): Promise<Staff> {
    if (id === actor.staffId) throw new ForbiddenError(S.cannotChangeSelf);
    const member = /^[0-9a-f-]{36}$/i.test(id) ? await staffById(this.deps.db, id) : undefined;
    if (!member) throw new NotFoundError(S.staffNotFound);
    return member;
  }

  private async bySetupToken(token: string): Promise<Staff> {
    const member = token.length <= 100 ? await staffBySetupToken(this.deps.db, sha256(token), this.now()) : undefined;
    if (!member) throw new NotFoundError(S.setupLinkInvalid);
    return member;
  }

  /**
   * Whether `member` may act on departure `tripId` (decision 278): any role the call is open to,
   * a driver only on the departures a dispatcher assigned to them.
   */
  async worksOn(member: SignedInStaff, tripId: number): Promise<boolean> {
    return member.role !== 'driver' || isAssigned(this.deps.db, tripId, member.id);
  }
}

function signedInOf(member: Staff, sessionId: string, expiresAt: Date): SignedInStaff {
  return { id: member.id, email: member.email, name: member.name, role: member.role as StaffRole, sessionId, expiresAt };
}
