import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError, ZodType, z } from 'zod';
import { GENERIC_MESSAGES } from '@landline/shared/messages';

/**
 * The one error module, one named class per status. Handlers throw these (never an ApiError of
 * their own making); the error handler below turns them, and anything Fastify raises itself,
 * into the error shapes of the booking spec's section 8.
 */
export abstract class ApiError extends Error {
  constructor(
    readonly status: number,
    /** JSON, or the HTML of a page (see PageError). */
    readonly body: Record<string, unknown> | string,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? `${status} page` : JSON.stringify(body));
  }
}

/**
 * A 400 whose body is not a field error: a code that is not valid (`{detail}`), or wrong login
 * details (`{non_field_errors}`, the spec's shape for them).
 */
export class BadRequestError extends ApiError {
  constructor(body: { detail: string } | { non_field_errors: string[] }) {
    super(400, body);
  }
}

/** No session or a session token that is not valid: 401 with the spec's `code`. */
export class UnauthorizedError extends ApiError {
  constructor(detail: string, code: 'not_authenticated' | 'token_not_valid') {
    super(401, { detail, code });
  }
}

export class ValidationError extends ApiError {
  constructor(fields: Record<string, string[]>) {
    super(400, { validation_error: fields });
  }
}

export class NotFoundError extends ApiError {
  constructor(detail: string = GENERIC_MESSAGES.notFound) {
    super(404, { detail });
  }
}

export class ConflictError extends ApiError {
  /** `more`: what else the refusal names (the bookings a smaller vehicle leaves out, decision 279). */
  constructor(detail: string, code?: string, more: Record<string, unknown> = {}) {
    super(409, { detail, ...(code ? { code } : {}), ...more });
  }
}

/** The card processor refused the charge (section 8's `payment_failed`): 402 with its own message. */
export class PaymentFailedError extends ApiError {
  constructor(message: string, code: string) {
    super(402, { payment_failed: message, code });
  }
}

/** The card processor could not be reached or answered nonsense: 502; nothing is lost, the traveller may retry. */
export class BadGatewayError extends ApiError {
  constructor(detail: string) {
    super(502, { detail });
  }
}

/** Too many requests or attempts (search per client, wrong passwords): 429 with the message to show. */
export class TooManyRequestsError extends ApiError {
  constructor(detail: string) {
    super(429, { detail });
  }
}

/** A request the server refuses to act on whoever sends it (a cross-site one): 403. */
export class ForbiddenError extends ApiError {
  constructor(detail: string) {
    super(403, { detail });
  }
}

/**
 * The error answers of the pages the server writes itself (the newsletter's links, the
 * development mailbox): an HTML document, not JSON.
 */
abstract class PageError extends ApiError {
  constructor(status: number, html: string) {
    super(status, html, { 'content-type': 'text/html; charset=utf-8' });
  }
}

/** A page's form sent something it cannot take: 400 with the page that says so. */
export class BadRequestPageError extends PageError {
  constructor(html: string) {
    super(400, html);
  }
}

/** A page's link names nothing (an expired token, a mail that is not there): 404 with its page. */
export class NotFoundPageError extends PageError {
  constructor(html: string) {
    super(404, html);
  }
}

/** When a client should try again after a 503: about the time PostgreSQL takes to restart. */
export const RETRY_AFTER_S = 5;

/**
 * The database is away for a moment (dropped or refused connections, a restart): 503 with
 * `Retry-After`. The error handler raises it for every connection-class database error.
 */
export class ServiceUnavailableError extends ApiError {
  constructor(detail: string = GENERIC_MESSAGES.unavailable) {
    super(503, { detail }, { 'retry-after': String(RETRY_AFTER_S) });
  }
}

/**
 * The first message per field (what the spec displays), keyed by the field's dotted path
 * ('non_field_errors' at the root): a required field left empty says so, not also that it has
 * the wrong format.
 */
export function zodFields(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    fields[key] ??= [issue.message];
  }
  return fields;
}

/** Parses input with a shared schema or throws the spec's validation_error. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(zodFields(result.error));
  return result.data;
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (bad percent-encoding, a path
 * segment over its length limit) answers in the spec's shape too, not in Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(404).send({ detail: GENERIC_MESSAGES.notFound });
  else void reply.code(400).send({ detail: GENERIC_MESSAGES.badAddress });
}

/** Answers a page of the web app (see web/pages.ts). */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Which errors mean the database is away (db/faults.ts), handed in by the app so that http/, the
 * floor every feature stands on, imports no other folder.
 */
export interface DatabaseFaults {
  unavailable(error: unknown): boolean;
  /** The driver's reason in one line, without the query or its parameters. */
  reason(error: unknown): string;
}

/**
 * @param pages the web app: a GET or HEAD outside /api/ that matches no file is one of its
 * pages (or its 404 page); everything else gets the spec's 404.
 */
export function registerErrorHandling(app: FastifyInstance, faults: DatabaseFaults, pages?: () => PageHandler | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const page = pages?.();
    if (page && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return page(request, reply);
    }
    return reply.code(404).send({ detail: GENERIC_MESSAGES.notFound });
  });

  app.setErrorHandler((raw: FastifyError, request, reply) => {
    let error: FastifyError | ApiError = raw;
    if (faults.unavailable(raw)) {
      // One line, no stack: the query text and parameters Drizzle wraps around the driver's
      // error may hold personal data.
      request.log.warn(`database unavailable: ${faults.reason(raw)}`);
      error = new ServiceUnavailableError();
    }
    if (error instanceof ApiError) return reply.code(error.status).headers(error.headers).send(error.body);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ detail: GENERIC_MESSAGES.malformedJson });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ detail: 'Send the request body as application/json.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ detail: 'The request body is too large.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: GENERIC_MESSAGES.failure });
  });
}
