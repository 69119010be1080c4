// The operations console's key (decision 217): POST boarding/verify/ marks tickets boarded, so it
// answers only a caller sending `x-operations-key`. The key is derived from the app's JWT secret
// (HMAC-SHA256 under its own label), so it needs no new setting, is the same on every instance,
// and changes when the secret is rotated. A console (and the tests) get it from
// `operationsKey(secret)`.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const OPERATIONS_KEY_HEADER = 'x-operations-key';

/** The label the key is derived under; a new label (v2) would re-key every console. */
const KEY_LABEL = 'landline operations-console v1';

/** The key the operations console sends, from the app's JWT secret. */
export function operationsKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update(KEY_LABEL).digest('base64url');
}

/** Whether the request carries the key; compared in constant time (hashes of equal length). */
export function hasOperationsKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers[OPERATIONS_KEY_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!sent) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(key));
}
