import { createHash, randomBytes } from 'node:crypto';

/** A fresh one-time code (sent by mail) and the hash we keep of it. */
export function newCode(): { code: string; hash: string } {
  const code = randomBytes(24).toString('base64url');
  return { code, hash: hashCode(code) };
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export const ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RECOVERY_TTL_MS = 60 * 60 * 1000;

/** A short, readable referral code (no 0/O, 1/I). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A loyalty number: 'PP' and ten digits. */
export function newLoyaltyNumber(): string {
  const digits = Array.from(randomBytes(10), (b) => String(b % 10)).join('');
  return `PP${digits}`;
}
