import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

/**
 * What the log may hold: what an operator needs to find a fault (the route, the query, the
 * database's error code), never a traveller's personal data, a password, a token, a cookie or
 * the code of a mailed link (docs/decisions/ "Operations hygiene").
 */

/** Fields that are personal or secret, wherever a log call puts them (top level or one down). */
const PRIVATE_FIELDS = [
  'email',
  'password',
  'new_password',
  'repeated_password',
  'passwordHash',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'phone',
  'phone_number',
  'phoneNumber',
  'emergency_phone',
  'date_of_birth',
  'known_traveler',
  'access',
  'refresh',
  'token',
  'authorization',
  'cookie',
];
const PRIVATE = new Set(PRIVATE_FIELDS);
/** Headers that carry a session, should a log call include a `headers` object. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);
/** Fields their serializer writes (requestForLog, errorForLog, Fastify's status-only `res`): safe already. */
const SERIALISED = new Set(['req', 'res', 'err']);
const CENSOR = '[redacted]';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** A copy of `object` with the fields in `hidden` censored (and `inner` applied to the others), or `object` itself when nothing changes. */
function censored(object: Record<string, unknown>, hidden: Set<string>, inner: (key: string, value: unknown) => unknown) {
  let copy: Record<string, unknown> | null = null;
  for (const key in object) {
    const value = object[key];
    const kept = hidden.has(key) ? CENSOR : inner(key, value);
    if (kept === value) continue;
    copy ??= { ...object };
    copy[key] = kept;
  }
  return copy ?? object;
}

/**
 * A log call's fields with the personal and secret ones censored, at the top level and one down,
 * and a `headers` object's session headers; what a serializer writes is left alone. pino's
 * `redact` did the same with wildcard paths and cost half of a trivial request's time (decision 297).
 */
export function withoutPrivateFields(fields: Record<string, unknown>): Record<string, unknown> {
  return censored(fields, PRIVATE, (key, value) => {
    if (SERIALISED.has(key) || !isPlainObject(value)) return value;
    return censored(value, PRIVATE, (innerKey, inner) =>
      innerKey === 'headers' && isPlainObject(inner) ? censored(inner, SECRET_HEADERS, (_, header) => header) : inner,
    );
  });
}

/** Paths whose last part is a secret code from a mail (reset, activation, newsletter links). */
const CODE_IN_PATH =
  /^(\/api\/activations|\/api\/recoveries|\/activate|\/password\/reset|\/newsletter\/confirm|\/newsletter\/unsubscribe)\/[^/?#]+/;

const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)+/g;

/** A UUID anywhere in a text: a held cart's, a reservation's or a search's uuid opens a traveller's booking. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Query parameters whose value is hidden whatever it is: the cart a call acts on. */
const SECRET_PARAMS = new Set(['cart_id']);

/** A URL part as the server reads it (%2D is a hyphen); a part that does not decode stays as sent. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * A request's URL as the log keeps it: the code of a mailed link, every path segment and query
 * value holding a UUID, and every `cart_id` become `[redacted]`; the rest of its shape stays.
 */
export function urlForLog(url: string): string {
  // Most URLs hold nothing to hide: a UUID is hex and hyphens only, so one found in a decoded
  // part is found in the whole URL when nothing in it is %-encoded.
  if (!url.includes('%') && !url.includes('cart_id') && !UUID.test(url) && !CODE_IN_PATH.test(url)) return url;
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at))
    .replace(CODE_IN_PATH, '$1/[redacted]')
    .split('/')
    .map((segment) => (UUID.test(decoded(segment)) ? '[redacted]' : segment))
    .join('/');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [key, ...value] = pair.split('=');
      const hidden = SECRET_PARAMS.has(decoded(key)) || UUID.test(decoded(value.join('=')));
      if (hidden) return `${key}=[redacted]`;
      // A UUID given as a key of its own (`?{uuid}`) is hidden too.
      return UUID.test(decoded(key)) ? '[redacted]' : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Fastify's `logger` option. Lines go to standard output without blocking the request that
 * writes them (decision 297): a line waits while the previous write is under way and leaves with
 * the lines queued behind it, so a busy server writes in batches and an idle one at once; what is
 * queued is written out when the process exits, a crash included.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    stream: stream ?? standardOutput(),
    formatters: { log: withoutPrivateFields },
    serializers: { req: requestForLog, err: errorForLog },
    hooks: {
      // `log.error(err)` would take the error's own message, a failed query's values included.
      logMethod(args, method) {
        const [first, message] = args as unknown[];
        const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (error instanceof Error && (message === undefined || message === error.message)) {
          (args as unknown[])[1] = safeMessage(error);
        }
        return method.apply(this, args);
      },
    },
  };
}

/**
 * Standard output as the log's destination: pino's own (sonic-boom), asynchronous, in its buffer
 * mode. In its default text mode every line measures the bytes of the whole text queued behind
 * the write under way (up to 16 KB) to know where to cut it: under load, about 1 µs a line, as much
 * as pino's making of the line. In buffer mode a line is queued as it is and the queue is joined
 * once, when it is written (decision 315). pino still writes out what is queued when the process
 * exits, a crash included.
 */
function standardOutput() {
  const destination = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  // sonic-boom's types know only its text mode.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  // pino calls flushSync after a fatal line, so that it is out before the process stops.
  return {
    write: (line: string) => writeBytes(Buffer.from(line)),
    flush: (callback?: (error?: Error) => void) => destination.flush(callback),
    flushSync: () => destination.flushSync(),
  };
}

/**
 * The request log: one line per request, "request completed" (or "request errored"), with the
 * request as requestForLog keeps it, the status and the time taken. Fastify's own wrote the
 * request in a line of its own as it came in: two lines per request (decision 297).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** A request as the log keeps it: method, route and client, not headers, a link's code or a uuid (urlForLog). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type ErrorFields = Error & {
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};
type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * An error as the log keeps it: type, code, message and stack, and its cause. A failed query
 * keeps its SQL (with $1 placeholders) and the database's code and constraint, but neither its
 * parameters nor the database's detail ("Key (email)=(…)"): pino's default copies every field.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'thrown value is not an Error', stack: '' };
  const e = error as ErrorFields;
  // pg's and PGlite's errors carry the server's fields; their class names say nothing.
  const database = typeof e.severity === 'string';
  const type = database ? 'DatabaseError' : (e.constructor?.name ?? e.name);
  const message = safeMessage(e);
  const fields: Record<string, unknown> = { code: e.code, statusCode: e.statusCode };
  if (database) Object.assign(fields, { constraint: e.constraint, table: e.table, column: e.column });
  if (e instanceof DrizzleQueryError) Object.assign(fields, { code: (e.cause as ErrorFields | undefined)?.code, query: e.query });
  if (e.cause instanceof Error && depth < 3) fields.cause = errorForLog(e.cause, depth + 1);
  if (e instanceof AggregateError) fields.errors = e.errors.map((inner) => errorForLog(inner, depth + 1));
  return { type, message, ...fields, stack: `${type}: ${message}\n${stackFrames(e)}` };
}

/** How much of a failed query's SQL a fatal line keeps: enough to name the statement and its table. */
const FATAL_SQL_MAX = 160;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A failed start-up as the one line the server prints before it stops: the error's type and
 * code, its message without values and, for a failed query, the start of its SQL (placeholders,
 * never the parameters Drizzle's own message lists, nor the database's detail).
 */
export function fatalLine(error: unknown): string {
  const logged = errorForLog(error);
  const cause = logged.cause as LoggedError | undefined;
  const query = typeof logged.query === 'string' ? oneLine(logged.query) : null;
  // Drizzle's "Failed query" says less than the database's reason, which its cause carries.
  const message = query && cause ? cause.message : logged.message;
  const code = typeof logged.code === 'string' || typeof logged.code === 'number' ? String(logged.code) : '';
  const label = [logged.type === 'Error' ? '' : logged.type, code].filter(Boolean).join(' ');
  const sql = query ? ` (SQL: ${query.length > FATAL_SQL_MAX ? `${query.slice(0, FATAL_SQL_MAX)}…` : query})` : '';
  return `${label ? `${label}: ` : ''}${oneLine(message)}${sql}`;
}

/** An error's message without the values it may quote. */
function safeMessage(error: ErrorFields): string {
  if (error instanceof DrizzleQueryError) return 'Failed query';
  let message = error.message;
  // The database quotes a value it cannot read at the end: 'invalid input syntax for type uuid: "…"'.
  if (typeof error.severity === 'string') message = message.replace(/: ".*"$/s, ': [redacted]');
  return message.replace(EMAIL, '[e-mail]');
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
