// GET /gtfs.zip: the GTFS static feed trip planners read (decision 282). Outside /api/, like
// /sitemap.xml and security.txt: a consumer is given its address, not an API.

import type { FastifyInstance } from 'fastify';
import type { GtfsFeed } from './service.js';

/** Whether an If-None-Match header names this ETag (a list, or `*`; weak comparison, as RFC 9110 says for it). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function gtfsRoutes(app: FastifyInstance, feed: GtfsFeed): void {
  app.get('/gtfs.zip', async (request, reply) => {
    const { bytes, etag } = await feed.get();
    // Trip planners fetch it daily or hourly: five minutes fresh, then a cheap 304 while unchanged.
    reply.header('etag', etag).header('cache-control', 'public, max-age=300');
    if (namesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/zip').header('content-disposition', 'attachment; filename="gtfs.zip"').send(bytes);
  });
}
