// The sales report's calls (decision 280), under /api/ops/ behind the staff guard: JSON and CSV,
// each read written to the audit log with the days asked for.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { salesQuerySchema, salesReportSchema } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import { staffOnly } from '../staff/guard.js';
import { salesCsv, salesReport } from './service.js';

const tags = ['operations: commerce'];
const days = (request: FastifyRequest) => {
  const q = request.query as { from?: string; to?: string };
  return `sales:${q.from}..${q.to}`;
};

export function salesRoutes(routes: FastifyInstance, db: Db): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/sales/',
    {
      ...staffOnly('readSales', { action: 'sales.read', target: days }),
      schema: {
        summary: 'The sales report',
        description:
          'Per day (Denver) and route: bookings, seats, revenue and refunds in cents, points; `from` and `to` included, 366 days at most.',
        tags,
        querystring: salesQuerySchema,
        response: { 200: salesReportSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return salesReport(db, request.query.from, request.query.to);
    },
  );
  ops.get(
    '/sales.csv',
    {
      ...staffOnly('readSales', { action: 'sales.export', target: days }),
      schema: {
        summary: 'The sales report as CSV',
        description: 'The same rows with a header row; amounts in dollars with 2 decimals.',
        tags,
        querystring: salesQuerySchema,
        response: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="landline-sales-${from}-${to}.csv"`)
        .send(salesCsv(await salesReport(db, from, to)));
    },
  );
}
