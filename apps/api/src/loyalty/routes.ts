import type { FastifyInstance } from 'fastify';
import { pointsRecordsQuerySchema } from '@landline/shared/schemas';
import { authenticator } from '../accounts/routes.js';
import type { TokenSigner } from '../accounts/tokens.js';
import type { Db } from '../db/client.js';
import { parseInput } from '../http/errors.js';
import { pointsLog } from './service.js';

/** GET points_records/ (section 7): the signed-in member's accrual log. */
export function loyaltyRoutes(app: FastifyInstance, db: Db, signer: TokenSigner): void {
  const userOf = authenticator(signer);
  app.get('/points_records/', async (request) => pointsLog(db, await userOf(request), parseInput(pointsRecordsQuerySchema, request.query)));
}
