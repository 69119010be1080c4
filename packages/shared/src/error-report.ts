// Pure: the error-reporting adapter's wire format (decision 253), shared by the server and the
// browser: a Sentry-compatible DSN (https://PUBLIC_KEY@HOST/PROJECT_ID) and the envelope one
// error is sent in. No values of a traveller's ever go in: the server's message is its log line
// without values, addresses are the route's pattern or a path with its identifiers masked.

/** Where a DSN's reports go. */
export interface ReportTarget {
  /** The envelope endpoint, its public key in the query (as browsers send it). */
  endpoint: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The envelope endpoint of a DSN, or null when it is not one (https, or http on this machine only). */
export function reportTarget(dsn: string): ReportTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  const parts = url.pathname.split('/').filter(Boolean);
  const project = parts.pop();
  if (!secure || !url.username || !project || !/^\d+$/.test(project) || url.search || url.hash) return null;
  const prefix = parts.length ? `/${parts.join('/')}` : '';
  return {
    endpoint: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`,
  };
}

export interface ErrorReport {
  platform: 'node' | 'javascript';
  /** The error's type ('TypeError'). */
  type: string;
  message: string;
  stack?: string;
  /** Where it happened: 'GET /api/seats/:pnr/:segment/', or a page's path with identifiers masked. */
  where: string;
  release: string;
  at: Date;
}

const MESSAGE_MAX = 500;
const STACK_MAX = 4000;
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi;

/** The envelope (three lines of JSON) that carries one error to the DSN's endpoint. */
export function errorEnvelope(report: ErrorReport, eventId: string): string {
  const clean = (text: string, max: number) => text.replace(EMAIL, '[e-mail]').slice(0, max);
  const event = {
    event_id: eventId,
    timestamp: report.at.getTime() / 1000,
    platform: report.platform,
    level: 'error',
    logger: report.platform === 'node' ? 'server' : 'browser',
    release: report.release,
    transaction: report.where,
    tags: { where: report.where, side: report.platform === 'node' ? 'server' : 'browser' },
    exception: { values: [{ type: report.type, value: clean(report.message, MESSAGE_MAX) }] },
    ...(report.stack ? { extra: { stack: clean(report.stack, STACK_MAX) } } : {}),
  };
  const header = { event_id: eventId, sent_at: report.at.toISOString() };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/**
 * A page's path as a report names it: segments holding a digit or in capitals (references,
 * uuids, record numbers) become ':id', and no query or fragment (they carry references and last names).
 */
export function maskedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || /^[A-Z]{4,}$/.test(segment) ? ':id' : segment))
    .join('/');
}
