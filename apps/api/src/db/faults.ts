// Which errors mean "the database is away" rather than "this query is wrong". Pure.

/** SQLSTATEs of a lost or refused connection that are not FATAL (class 08 is matched whole). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of node-postgres (server down, network gone). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres's and pg-pool's own messages, which carry no code. */
const LOST = /^Connection terminated|is not queryable|timeout exceeded when trying to connect/;

interface MaybePgError {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Whether an error (or any error in its `cause` chain: Drizzle wraps the driver's) says the
 * database cannot be reached: a socket error, a dropped or refused connection, a FATAL from the
 * server (a FATAL always ends the session: shutdown, a database that refuses connections, too
 * many clients), or a connection that could not be had in time.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as MaybePgError | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as MaybePgError, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_CODES.has(code)) return true;
    if (e.severity === 'FATAL' || e.severity === 'PANIC') return true;
    if (typeof e.message === 'string' && LOST.test(e.message)) return true;
  }
  return false;
}

/** The driver's own reason, one line, without the query or its parameters (which Drizzle's wrapper carries). */
export function rootReason(error: unknown): string {
  let e = error as MaybePgError | undefined;
  for (let depth = 0; e?.cause && typeof e.cause === 'object' && depth < 5; depth++) e = e.cause as MaybePgError;
  const code = typeof e?.code === 'string' ? ` (${e.code})` : '';
  return `${String(e?.message ?? e).split('\n')[0]}${code}`;
}

/** A unique constraint refused a row (SQLSTATE 23505), raised directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';
}
