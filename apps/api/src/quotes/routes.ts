import type { FastifyInstance } from 'fastify';
import { QUOTE_KINDS, type QuoteKind } from '@landline/shared/schemas';
import { NotFoundError } from '../http/errors.js';
import type { QuoteService } from './service.js';

/** Quote requests per client per minute: a person sends one or two; more is a robot. */
const QUOTES_PER_MINUTE = 5;

type ByKind = { Params: { kind: string } };

/** The quote forms' calls (decision 223; paths ours): a form's token, then the request. */
export function quoteRoutes(app: FastifyInstance, quotes: QuoteService): void {
  app.get('/v2/quotes/form/', async (_request, reply) => {
    // A token is for one form shown: never from a cache.
    reply.header('cache-control', 'no-store');
    return quotes.form();
  });

  app.post<ByKind>('/v2/quotes/:kind/', { config: { rateLimit: { max: QUOTES_PER_MINUTE, timeWindow: '1 minute' } } }, async (request) => {
    const kind = request.params.kind;
    if (!(QUOTE_KINDS as readonly string[]).includes(kind)) throw new NotFoundError('There is no such quote form.');
    return quotes.request(kind as QuoteKind, request.body);
  });
}
