// The sandbox flight-status provider served as AeroDataBox's API (decision 286): the one call the
// adapter makes, GET /flights/number/{number}/{dateLocal}, answered in AeroDataBox's shapes from
// the sandbox's own answers. The adapter is contract-tested against it over a real HTTP
// connection, as the Stripe adapter is against the card sandbox's imitation.

import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { toAdb } from './aerodatabox-format.js';
import type { SandboxFlightStatus } from './sandbox.js';

const NUMBER = /^([A-Z0-9]{2})\s?(\d{1,4}[A-Z]?)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function sandboxAeroDataBoxApi(sandbox: SandboxFlightStatus, zoneOf: (airport: string) => string): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/flights/number/:number/:date', async (request, reply) => {
    if (!request.headers['x-rapidapi-key']) return reply.code(401).send({ message: 'You are not subscribed to this API.' });
    const { number, date } = request.params as { number: string; date: string };
    const found = NUMBER.exec(decodeURIComponent(number).toUpperCase());
    if (!found || !DATE.test(date)) return reply.code(400).send({ message: 'Flight number or date is invalid.' });
    const status = await sandbox.status(found[1], found[2], date);
    if (!status) return reply.code(204).send();
    return [toAdb(status, zoneOf)];
  });
  return app;
}

/** Serves the imitation on 127.0.0.1 (port 0: any free one); the base address to give the adapter. */
export async function startSandboxAeroDataBoxApi(
  sandbox: SandboxFlightStatus,
  zoneOf: (airport: string) => string,
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const app = sandboxAeroDataBoxApi(sandbox, zoneOf);
  await app.listen({ port, host: '127.0.0.1' });
  const { port: bound } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${bound}`, close: () => app.close() };
}
