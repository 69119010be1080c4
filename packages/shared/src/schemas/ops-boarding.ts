import { z } from 'zod';
import { OPS_BOARDING_MESSAGES as B } from '../messages/ops-boarding.js';
import { jsonNumber, numeric, plainText } from './inputs.js';
import { BOARDING_RESULTS, boardingPassengerSchema, pnrParamSchema } from './trips.js';

// The driver's boarding screen (issue 31, decision 278): a scanned pass or a typed reference at a
// departure, each scan with an id made on the device so a scan sent twice boards once.

/** /api/ops/departures/{trip}/boardings/: the departure (a trip's number). */
export const boardingDepartureParamSchema = z.object({
  trip: numeric(z.number({ error: B.departureNotFound }).int({ error: B.departureNotFound }).positive({ error: B.departureNotFound })),
});

/**
 * POST /api/ops/departures/{trip}/boardings/: a scan. Either the QR code's text (`token`), or a
 * typed booking reference with the passenger picked from GET ?reference= (`reference`, `ticket`).
 */
export const boardingScanSchema = z
  .object({
    /** Made on the device when the scan is made (crypto.randomUUID): a scan sent again is answered the same. */
    scan_id: z.uuid({ error: B.scanIdRequired }),
    token: z.string().min(1).max(2000).optional(),
    reference: pnrParamSchema.shape.pnr.optional(),
    ticket: jsonNumber().int().positive().optional(),
  })
  .superRefine((scan, ctx) => {
    const byPass = scan.token !== undefined;
    const byReference = scan.reference !== undefined || scan.ticket !== undefined;
    if (byPass === byReference) ctx.addIssue({ code: 'custom', message: B.scanNeedsOne, path: ['token'] });
    else if (byReference && (scan.reference === undefined || scan.ticket === undefined)) {
      ctx.addIssue({ code: 'custom', message: B.scanNeedsOne, path: [scan.reference === undefined ? 'reference' : 'ticket'] });
    }
  });
export type BoardingScan = z.output<typeof boardingScanSchema>;

export const boardingScanAnswerSchema = z.object({
  scan_id: z.uuid(),
  result: z.enum(BOARDING_RESULTS),
  passenger: boardingPassengerSchema.nullable(),
});
export type BoardingScanAnswer = z.infer<typeof boardingScanAnswerSchema>;

/** GET /api/ops/departures/{trip}/boardings/?reference=: a booking's passengers, for typed entry. */
export const boardingLookupQuerySchema = z.object({
  reference: pnrParamSchema.shape.pnr,
  /** Narrows a large party to the passengers of this last name (any case). */
  last_name: plainText(80).trim().optional(),
});

export const boardingRiderSchema = z.object({
  ticket: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  seat: z.string().nullable(),
  canceled: z.boolean(),
  checked_in: z.boolean(),
  boarded: z.boolean(),
});
export type BoardingRider = z.infer<typeof boardingRiderSchema>;

export const boardingRidersSchema = z.object({
  pnr: z.string(),
  /** The booking's passengers on this departure (each pick boards one). */
  riders: z.array(boardingRiderSchema),
  /** No passenger of the booking rides this departure, but the booking rides another: the wrong coach. */
  elsewhere: z.boolean(),
});
export type BoardingRiders = z.infer<typeof boardingRidersSchema>;
