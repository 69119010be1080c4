// A secret sent as `Authorization: Bearer <token>`: METRICS_TOKEN opens /metrics from elsewhere
// (decision 269), and the running embedded server's backup listener asks for its own (decision 272).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (`Bearer <token>`), compared in constant time. */
export function carriesToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
