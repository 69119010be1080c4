import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  charterQuoteSchema,
  corporateQuoteSchema,
  QUOTE_KINDS,
  quoteAnswerSchema,
  quoteFormSchema,
  type QuoteKind,
} from '@landline/shared/schemas';
import { NotFoundError } from '../http/errors.js';
import { parsedByHandler } from '../http/route-schemas.js';
import type { QuoteService } from './service.js';

/** Quote requests per client per minute: a person sends one or two; more is a robot. */
const QUOTES_PER_MINUTE = 5;

/**
 * The form and its body as the document shows them: an unknown form is the 404 of a page that
 * is not there, and the body is the form's, so the service parses it once the kind is known.
 */
const byKind = parsedByHandler(z.object({ kind: z.enum(QUOTE_KINDS).meta({ description: 'Which form.' }) }));
const quoteBody = parsedByHandler(
  z.union([corporateQuoteSchema, charterQuoteSchema]).meta({ description: "The corporate form's fields, or the charter form's." }),
);

/** The quote forms' calls (decision 223; paths ours): a form's token, then the request. */
export function quoteRoutes(routes: FastifyInstance, quotes: QuoteService): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/quotes/form/',
    {
      schema: {
        summary: "A quote form's token",
        description:
          'Sent back with the request: it proves when the form was shown (too quick or too old is refused) and keeps the request once.',
        tags: ['quotes'],
        noInput: true,
        response: { 200: quoteFormSchema },
      },
    },
    async (_request, reply) => {
      // A token is for one form shown: never from a cache.
      reply.header('cache-control', 'no-store');
      return quotes.form();
    },
  );

  app.post(
    '/v2/quotes/:kind/',
    {
      config: { rateLimit: { max: QUOTES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary: 'Ask for a quote',
        description: 'Kept once per form token and mailed to sales; the answer names the request.',
        tags: ['quotes'],
        params: byKind,
        body: quoteBody,
        response: { 200: quoteAnswerSchema },
      },
    },
    async (request) => {
      const kind = (request.params as { kind: string }).kind;
      if (!(QUOTE_KINDS as readonly string[]).includes(kind)) throw new NotFoundError('There is no such quote form.');
      return quotes.request(kind as QuoteKind, request.body);
    },
  );
}
