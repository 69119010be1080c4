// staff/: the second factor of a staff sign-in (issue 31): a time-based one-time code (TOTP, RFC
// 6238, through otplib) from an authenticator app, or one of ten single-use recovery codes.
// Pure: the caller keeps the secret, the last time step used and the recovery codes' hashes.

import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Landline Operations';

/**
 * Codes of the step before and after the current one are taken too (30 s either way): a phone's
 * clock a little off, or a code typed as it turned.
 */
const TOLERANCE_SECONDS = 30;

/** A new TOTP secret (160 random bits, Base32), shown once for the authenticator app. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/**
 * Checks a six-digit code at `now`. A code is taken once: `lastStep` is the time step of the last
 * code taken, and the answer's `step` is the one to keep after a valid code.
 */
export function checkTotp(secret: string, code: string, now: Date, lastStep?: number): { valid: true; step: number } | { valid: false } {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return { valid: false };
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
  });
  // verifySync answers for HOTP and TOTP alike; a TOTP answer carries its time step.
  return result.valid && 'timeStep' in result ? { valid: true, step: result.timeStep } : { valid: false };
}

/** Recovery codes given at enrolment: each signs in once when the phone is lost. */
export const RECOVERY_CODES = 10;

// Crockford's Base32 letters: no I, L, O or U to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten new recovery codes, 80 random bits each, written `abcd-efgh-jkmn-pqrs`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/**
 * What is stored of a recovery code: its SHA-256, of the code as typed without case, dashes or
 * spaces. 80 random bits need no slow hash: no one can try 2^80 of them.
 */
export function recoveryCodeHash(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(plain).digest('hex');
}
