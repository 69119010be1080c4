import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from './errors.js';

/** How long /readyz waits for `select 1`: a load balancer's probe must not hang with the database. */
export const READY_TIMEOUT_MS = 1_000;

/** A promise that rejects after `ms` unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Operations endpoints for load balancers and orchestrators, outside /api/ and its rate limits,
 * never cached: `/healthz` says the process answers (restart it if not); `/readyz` says it can
 * serve, i.e. `ping` (the database's `select 1`) answers within a second (send it no traffic if not: 503).
 */
export function healthRoutes(app: FastifyInstance, ping: () => Promise<unknown>): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await within(ping(), READY_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableError();
    }
    return { status: 'ok' };
  });
}
