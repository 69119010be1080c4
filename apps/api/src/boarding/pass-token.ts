// The boarding-pass token: what the QR code of a pass carries, one passenger on one
// departure, signed so a driver's scanner can trust it without a database round trip. Pure: the
// secret and the clock are passed in.

import { hkdfSync } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { PNR_LENGTH } from '@landline/shared/constants';

/**
 * How long a pass opens the door after it is issued. Passes are issued at check-in, which is on
 * the day of the ride or the day before; two days cover a pass issued the evening before an early
 * departure and a late-running one, while a screenshot shared afterwards soon stops working.
 */
export const PASS_VALID_S = 2 * 24 * 3600;

/** Who the token is for: an accounts token has no audience, so it is never taken for a pass. */
export const PASS_AUDIENCE = 'boarding-pass';
/** The header's `typ`, which tells a pass from any other token before its signature is checked. */
export const PASS_TYP = 'bp+jwt';

/** The label the passes' key is derived under; a new label (v2) would re-key every pass. */
const KEY_LABEL = 'landline boarding-pass v1';

export interface BoardingPass {
  pnr: string;
  /** The passenger's ticket (booking line). */
  ticketId: number;
  /** The departure (trip) the pass boards. */
  tripId: number;
  /** 1 departure, 2 return. */
  direction: 1 | 2;
  /** Kept to the second: the token carries seconds. */
  issuedAt: Date;
}

export type PassRefusal = 'altered' | 'malformed' | 'expired';
export type PassCheck = { ok: true; pass: BoardingPass } | { ok: false; reason: PassRefusal };

// One-letter claims keep the token, and so the QR code, small: fewer modules print larger.
const id = z.number().int().positive();
const claimsSchema = z.object({
  r: z.string().length(PNR_LENGTH),
  k: id,
  t: id,
  d: z.union([z.literal(1), z.literal(2)]),
  iat: z.number().int(),
});

/**
 * The passes' own HS256 key, derived from the app's JWT secret. The accounts feature signs with
 * the secret itself; were passes signed with that key too, keeping the two kinds apart would rest
 * on every verifier checking the claims, and passes travel on paper and through scanners. With
 * two keys, a token of one kind never verifies as the other, whatever a check forgets.
 */
function passKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, '', KEY_LABEL, 32));
}

/** The signed token for the QR code; it expires PASS_VALID_S after `pass.issuedAt`. */
export async function signBoardingPass(secret: string, pass: BoardingPass): Promise<string> {
  const iat = Math.floor(pass.issuedAt.getTime() / 1000);
  // A pass signed must be one verify accepts: a bad field fails here, at the caller, not at the door.
  const claims = claimsSchema.parse({ r: pass.pnr, k: pass.ticketId, t: pass.tripId, d: pass.direction, iat });
  return new SignJWT({ r: claims.r, k: claims.k, t: claims.t, d: claims.d })
    .setProtectedHeader({ alg: 'HS256', typ: PASS_TYP })
    .setAudience(PASS_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + PASS_VALID_S)
    .sign(passKey(secret));
}

const refuse = (reason: PassRefusal): PassCheck => ({ ok: false, reason });

/**
 * The pass a token carries, or why it is refused: 'malformed' when it is not a pass of ours at all
 * (garbage, another kind of token), 'altered' when it looks like one but its signature does not
 * match (changed, or signed with another secret), 'expired' when it is genuine but too old.
 * Never throws on bad input: whatever a scanner reads comes here.
 */
export async function verifyBoardingPass(secret: string, token: string, now: Date): Promise<PassCheck> {
  if (!looksLikeAPass(token)) return refuse('malformed');
  try {
    const { payload } = await jwtVerify(token, passKey(secret), {
      algorithms: ['HS256'],
      audience: PASS_AUDIENCE,
      typ: PASS_TYP,
      currentDate: now,
    });
    const claims = claimsSchema.safeParse(payload);
    // Signed with our key but not in our shape: only a future version of this module could do it.
    if (!claims.success) return refuse('malformed');
    const { r, k, t, d, iat } = claims.data;
    return { ok: true, pass: { pnr: r, ticketId: k, tripId: t, direction: d, issuedAt: new Date(iat * 1000) } };
  } catch (error) {
    // The signature is checked before the claims, so a changed token is 'altered', never 'expired'.
    if (error instanceof errors.JWSSignatureVerificationFailed) return refuse('altered');
    if (error instanceof errors.JWTExpired) return refuse('expired');
    if (error instanceof errors.JOSEError) return refuse('malformed');
    throw error;
  }
}

/** Whether the header, read without trusting it, says HS256 pass. */
function looksLikeAPass(token: string): boolean {
  try {
    const header = decodeProtectedHeader(token);
    return header.alg === 'HS256' && header.typ === PASS_TYP;
  } catch {
    return false;
  }
}
