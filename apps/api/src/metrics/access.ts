// Who else may read /metrics (decision 269): whoever holds METRICS_TOKEN. The figures (sales,
// queues) are the company's, not the public's; this machine reads them without it (http/this-machine.ts).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (`Bearer <token>`), compared in constant time. */
export function carriesToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
