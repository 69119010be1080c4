import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto: nothing native to build).
 * N = 2^15, r = 8, p = 3 is one of OWASP's minimum-equivalent settings: 32 MiB and about
 * 0.1 s of one core per hash here (docs/decisions.md, docs/performance.md). The parameters are
 * stored with each hash, so they can be raised later without breaking old hashes.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 } as const;

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number; keyLength: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 256 * o.N * o.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, o.keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64url parts). */
export async function hashPassword(password: string, params = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p), keyLength: expected.length });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown (same timing). */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
