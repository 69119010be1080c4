import { z } from 'zod';
import { TRIPS_PAGE_SIZE } from '../constants.js';
import { numeric } from './inputs.js';

// The Penguin Perks wallet's calls (booking-app.md section 7; shapes ours, decision 208).

/** transaction_type of a points record: 2 is the spec's "paid with miles"; the others are ours. */
export const POINTS_TRANSACTION_TYPES = { earned: 1, paidWithMiles: 2, bought: 3, givenBack: 4 } as const;

/** Query of GET points_records/: pages of TRIPS_PAGE_SIZE, newest first. */
export const pointsRecordsQuerySchema = z.object({
  limit: numeric(z.number().int().min(1).max(100)).default(TRIPS_PAGE_SIZE),
  offset: numeric(z.number().int().min(0).max(1_000_000)).default(0),
});

export const pointsRecordSchema = z.object({
  id: z.number().int(),
  /** Signed: positive added to the wallet, negative taken from it. */
  points: z.number().int(),
  transaction_type: z.number().int(),
  /** The booking the points were earned on, paid for or given back from; null otherwise. */
  rloc: z.string().nullable(),
  created_at: z.string(),
});

/** GET points_records/: the accrual log with the wallet it adds up to. */
export const pointsRecordsSchema = z.object({
  wallet: z.object({ points: z.number().int(), loyalty_number: z.string() }),
  results: z.array(pointsRecordSchema),
  /** The offset of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type PointsRecords = z.infer<typeof pointsRecordsSchema>;
