// The connection guarantee's jobs and the console's claims (decision 287): the sweep every
// SWEEP_EVERY_MS, the task that checks one flight's guarantees at once, and, under /api/ops/,
// the claims list (agents, dispatchers, admins) and an agent's settlement, audited.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimSettleSchema, guaranteeClaimListSchema, guaranteeClaimSchema } from '@landline/shared/schemas';
import type { SendTask } from '../jobs/queue.js';
import { pathParams } from '../http/route-schemas.js';
import { signedIn, staffOnly } from '../staff/guard.js';
import { SWEEP_EVERY_MS } from './rules.js';
import type { GuaranteeService } from './service.js';

export interface FlightToCheck {
  carrier: string;
  number: string;
  date: string;
}

const tags = ['operations: connection guarantee'];
const byClaim = pathParams({ id: "The claim's id." });

/** The sweep and the per-flight task; answers how to send a flight's check. */
export function guaranteeJobs(api: FastifyInstance, guarantee: GuaranteeService): SendTask<FlightToCheck> {
  api.jobs.every({
    name: 'guarantee-watch',
    everyMs: SWEEP_EVERY_MS,
    // Each flight may wait on the provider.
    timeoutSeconds: 300,
    work: () => guarantee.sweep(),
    what: 'acted',
    done: 'connection guarantees moved rides or opened claims',
    failed: 'could not check the connection guarantees',
  });
  return api.jobs.task<FlightToCheck>({
    name: 'guarantee-check-flight',
    run: async (flight) => void (await guarantee.checkFlight(flight.carrier, flight.number, flight.date)),
    retries: 3,
    retryDelaySeconds: 10,
    timeoutSeconds: 120,
  });
}

export function guaranteeClaimRoutes(routes: FastifyInstance, guarantee: GuaranteeService): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/guarantee-claims/',
    {
      ...staffOnly('seeClaims', { action: 'guarantee_claims.read', target: () => 'guarantee_claims' }),
      schema: {
        summary: 'Connection-guarantee claims',
        description:
          'What the guarantee could not fix by itself (no later coach with seats, a cancelled flight, a coach late for the check-in): open ones first, then the latest settled.',
        tags,
        noInput: true,
        response: { 200: guaranteeClaimListSchema },
      },
    },
    async () => guarantee.claims(),
  );
  ops.post(
    '/guarantee-claims/:id/settle/',
    {
      ...staffOnly('settleClaims'),
      schema: {
        summary: 'Settle a connection-guarantee claim',
        description:
          'The agent’s decision with the reason: rebooked elsewhere, a goodwill store credit (`amount` in cents, a member’s booking), or no action. Audited.',
        tags,
        params: byClaim,
        body: claimSettleSchema,
        response: { 200: guaranteeClaimSchema },
      },
    },
    async (request) => guarantee.settle(signedIn(request).id, request.params.id, request.body),
  );
}
