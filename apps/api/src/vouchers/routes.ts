// The console's voucher calls (decision 280), under /api/ops/ behind the staff guard: admins only.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  opsVoucherListSchema,
  opsVoucherSchema,
  voucherChangeSchema,
  voucherCreateSchema,
  voucherUsesSchema,
} from '@landline/shared/schemas';
import { OPS_COMMERCE_MESSAGES as M } from '@landline/shared/messages';
import { NotFoundError } from '../http/errors.js';
import { pathParams } from '../http/route-schemas.js';
import { signedIn, staffOnly } from '../staff/guard.js';
import type { VoucherAdmin } from './service.js';

const byId = pathParams({ id: "The voucher's id." });
const tags = ['operations: commerce'];

/** A voucher id of the path: a whole number, else no voucher has it. */
function voucherId(id: string): number {
  const n = z.coerce.number().int().positive().max(2_147_483_647).safeParse(id);
  if (!/^\d{1,10}$/.test(id) || !n.success) throw new NotFoundError(M.voucherNotFound);
  return n.data;
}

export function voucherRoutes(routes: FastifyInstance, vouchers: VoucherAdmin): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();

  ops.get(
    '/vouchers/',
    {
      ...staffOnly('manageCommerce', { action: 'voucher.list' }),
      schema: {
        summary: 'Vouchers',
        description: 'Every code with its value, limits, validity, routes and uses; and the routes a voucher may be limited to.',
        tags,
        noInput: true,
        response: { 200: opsVoucherListSchema },
      },
    },
    async () => vouchers.list(),
  );

  ops.post(
    '/vouchers/',
    {
      ...staffOnly('manageCommerce'),
      schema: {
        summary: 'Add a voucher',
        description: 'A code with an amount (cents) or a percentage, limits per code and per customer, validity and routes.',
        tags,
        body: voucherCreateSchema,
        response: { 201: opsVoucherSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await vouchers.create(`staff:${signedIn(request).id}`, request.body)),
  );

  ops.patch(
    '/vouchers/:id/',
    {
      ...staffOnly('manageCommerce'),
      schema: {
        summary: 'Change or disable a voucher',
        description: 'Any field but the code; `disabled: true` makes carts refuse it as unknown. The use limit cannot go below the uses.',
        tags,
        params: byId,
        body: voucherChangeSchema,
        response: { 200: opsVoucherSchema },
      },
    },
    async (request) => vouchers.change(`staff:${signedIn(request).id}`, voucherId(request.params.id), request.body),
  );

  ops.get(
    '/vouchers/:id/uses/',
    {
      ...staffOnly('manageCommerce', { action: 'voucher.uses', target: (request) => `voucher:${(request.params as { id: string }).id}` }),
      schema: {
        summary: "A voucher's uses",
        description: 'Each booking being paid or paid with it: the reference, when, the payer, what it took off.',
        tags,
        params: byId,
        response: { 200: voucherUsesSchema },
      },
    },
    async (request) => vouchers.uses(voucherId(request.params.id)),
  );
}
