// Who may read /metrics (decision 269): the machine itself, or whoever holds METRICS_TOKEN. The
// figures (sales, queues) are the company's, not the public's.
import { createHash, timingSafeEqual } from 'node:crypto';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether an address is this machine's (IPv4 127/8, IPv6 ::1, or IPv4 loopback written as IPv6). */
export const isLoopback = (ip: string): boolean => LOOPBACK.test(ip);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (`Bearer <token>`), compared in constant time. */
export function carriesToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
