import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/**
 * Password hashing with Argon2id (@node-rs/argon2: prebuilt binaries, run off the event loop).
 * m = 19 MiB, t = 2, p = 1 is OWASP's first choice: ~10 ms of one core per hash here against
 * ~210 ms for the scrypt setting it replaces (docs/decisions/, docs/performance.md). The
 * parameters are stored with each hash (PHC string), so they can be raised later.
 */
export const ARGON2ID = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read from the typings.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The scrypt setting of hashes made before Argon2id (N = 2^15, r = 8, p = 3, 32 MiB). Still
 * verified; such a hash is replaced by an Argon2id one at the member's next login.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 } as const;

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number; keyLength: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 256 * o.N * o.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, o.keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** '$argon2id$v=19$m=19456,t=2,p=1$salt$hash' of the NFKC form of the password. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), ARGON2ID);
}

/** 'scrypt$N$r$p$salt$hash' (base64url parts): the former scheme, for tests of old hashes. */
export async function scryptHash(password: string, params = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(key, expected);
}

/** Whether a stored hash is of an older scheme or weaker setting than ARGON2ID. */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  return Number(m[1]) < ARGON2ID.memoryCost || Number(m[2]) < ARGON2ID.timeCost || Number(m[3]) < ARGON2ID.parallelism;
}

/** A hash of a random password, verified against when the e-mail is unknown (same timing). */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
