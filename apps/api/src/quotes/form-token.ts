// The quote forms' token (decision 223): when the form was shown, signed with a key of its own
// derived from the app secret. Posted back, it proves the form came from this site, says how long
// the form took to fill in (robots are quicker than people), and keys the request so that a form
// sent twice is kept once. Pure: the clock and the secret are the caller's.

import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_LABEL = 'landline quote form token v1';
/** A form shown longer ago than this is sent again from a fresh page. */
export const FORM_TOKEN_TTL_MS = 24 * 3_600_000;

export const quoteFormKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, '', KEY_LABEL, 32));

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A token for a form shown at `at`: `{issued ms}.{nonce}.{signature}`. */
export function issueFormToken(key: Buffer, at: number): string {
  const body = `${at}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/** When a token's form was shown, or null when the token is not one of ours. */
export function formTokenIssuedAt(key: Buffer, token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^\d{1,15}$/.test(parts[0])) return null;
  const expected = Buffer.from(sign(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(parts[0]);
}
