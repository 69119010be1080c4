// GET /metrics in Prometheus' text format (decision 269): for this machine (not a request a proxy
// on it relays) or the holder of METRICS_TOKEN; anyone else gets the 404 of an address that does not exist.
import type { FastifyInstance } from 'fastify';
import { todayIn } from '@landline/shared/dates';
import type { Clock } from '../clock/clock.js';
import type { Db, PoolUsage } from '../db/client.js';
import type { QueueCount } from '../jobs/queue.js';
import { NotFoundError } from '../http/errors.js';
import { fromThisMachine } from '../http/this-machine.js';
import { carriesToken } from '../http/bearer-token.js';
import { readSnapshot } from './queries.js';
import type { Metrics } from './registry.js';

/** The operator's calendar: the seats of "today" are counted from the first timetable's zone. */
const OPERATOR_TIME_ZONE = 'America/Denver';

export function metricsRoutes(
  app: FastifyInstance,
  deps: { metrics: Metrics; db: Db; clock: Clock; token?: string; poolUsage?: () => PoolUsage; jobs: () => Promise<QueueCount[]> },
): void {
  app.get('/metrics', async (request, reply) => {
    if (!fromThisMachine(request) && !carriesToken(request.headers.authorization, deps.token)) throw new NotFoundError();
    const at = deps.clock.now();
    const [snapshot, jobs] = await Promise.all([readSnapshot(deps.db, at, todayIn(OPERATOR_TIME_ZONE, at)), deps.jobs()]);
    deps.metrics.show(snapshot, jobs, deps.poolUsage?.());
    reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType);
    return deps.metrics.registry.metrics();
  });
}
