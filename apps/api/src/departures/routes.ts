// The console's departures (decision 277): a day's departures, a departure's manifest as JSON
// and as a PDF, its drivers, and the drivers to choose from. Under /api/ops/, behind the
// console's guard (staff/guard.ts): reads are put on the audit log by the guard, the drivers'
// change writes its own entry in its transaction.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  departureDriversSchema,
  departureSummarySchema,
  departuresDaySchema,
  departuresQuerySchema,
  driverListSchema,
  manifestSchema,
} from '@landline/shared/schemas';
import { pathParams } from '../http/route-schemas.js';
import { signedIn, staffOnly } from '../staff/guard.js';
import type { DepartureService } from './service.js';

const tags = ['operations: departures'];
const byTrip = pathParams({ trip: "The departure's id (a trip: a run on a date)." });
const pdf = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', contentMediaType: 'application/pdf' });
const tripTarget = (request: FastifyRequest) => `trip:${(request.params as { trip: string }).trip}`;

export function departureRoutes(routes: FastifyInstance, departures: DepartureService): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/departures/',
    {
      ...staffOnly('seeDepartures', { action: 'departures.read' }),
      schema: {
        summary: "A day's departures",
        description:
          'The departures of a local service date (today in Denver when none is given), by route, with seats and wheelchair positions sold, held and free, passengers checked in and boarded, and the drivers. A driver sees only the departures assigned to them.',
        tags,
        querystring: departuresQuerySchema,
        response: { 200: departuresDaySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return departures.day(signedIn(request), request.query.date);
    },
  );

  ops.get(
    '/departures/:trip/',
    {
      ...staffOnly('seeDepartures', { action: 'manifest.read', target: tripTarget }),
      schema: {
        summary: "A departure's manifest",
        description:
          'The departure, its passengers (seat, ticket state, special requirements, wheelchair, where they board and alight, their connecting flights) and the door-to-door addresses in the order the van calls. 403 for a driver it is not assigned to.',
        tags,
        params: byTrip,
        response: { 200: manifestSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return departures.manifest(signedIn(request), request.params.trip);
    },
  );

  ops.get(
    '/departures/:trip/manifest.pdf',
    {
      ...staffOnly('seeDepartures', { action: 'manifest.print', target: tripTarget }),
      schema: {
        summary: "A departure's manifest to print",
        description: 'The manifest as a PDF (US Letter, landscape).',
        tags,
        params: byTrip,
        response: { 200: { description: 'The manifest', content: { 'application/pdf': { schema: pdf } } } },
      },
    },
    async (request, reply) => {
      const printed = await departures.manifestPdf(signedIn(request), request.params.trip);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${printed.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(printed.pdf));
    },
  );

  ops.put(
    '/departures/:trip/drivers/',
    {
      ...staffOnly('changeDepartures'),
      schema: {
        summary: "Set a departure's drivers",
        description:
          'The drivers become the ones listed (active drivers only; an empty list removes them all). Written to the audit log with the list before and after.',
        tags,
        params: byTrip,
        body: departureDriversSchema,
        response: { 200: departureSummarySchema },
      },
    },
    async (request) => departures.assignDrivers(signedIn(request), request.params.trip, request.body.staff_ids),
  );

  ops.get(
    '/drivers/',
    {
      ...staffOnly('changeDepartures', { action: 'drivers.read' }),
      schema: {
        summary: 'The active drivers',
        description: 'To choose a departure’s drivers from.',
        tags,
        noInput: true,
        response: { 200: driverListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return departures.drivers();
    },
  );
}
