// GET api/openapi.json, the description a partner airline or a travel agent integrates against,
// and the reference page that shows it, on a site that is not public (decision 271).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';

/** Where the reference page is: beside the development mailbox, outside /api/. */
export const API_REFERENCE_PATH = '/dev/api';

/** A client keeps the document an hour, then asks again with its ETag (it changes with a deploy). */
const CACHE_CONTROL = 'public, max-age=3600';

const documentSchema = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .loose()
  .meta({ description: 'This document (OpenAPI 3.1).' });

/** Needs the document's collector registered on the app before its routes (openapi/document.ts). */
export function openApiRoutes(api: FastifyInstance): void {
  // Written at the first request, when every route is known; the same for the app's life.
  let served: { json: string; etag: string } | undefined;
  api.get(
    '/openapi.json',
    {
      schema: {
        summary: 'The OpenAPI description of these calls',
        tags: ['document'],
        noInput: true,
        response: { 200: documentSchema, 304: z.null().meta({ description: 'Not modified: the ETag sent in If-None-Match is current.' }) },
      },
    },
    async (request, reply) => {
      if (!served) {
        const json = JSON.stringify(api.swagger());
        served = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
      }
      reply.header('cache-control', CACHE_CONTROL).header('etag', served.etag);
      if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(served.json);
    },
  );
}

/**
 * Swagger UI on the document, for a developer trying the calls on this machine or a staging
 * site; a public (https) site has none: the document itself is what partners read there.
 */
export async function apiReferencePage(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
  });
}
