// The answers the document names (#/components/schemas/…) rather than writing out at each call:
// those several calls share, and the large ones a client generates a type for.
import { z } from 'zod';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import {
  cartSchema,
  itinerarySchema,
  placeOptionSchema,
  profileSchema,
  refundDetailsSchema,
  reservationSchema,
  searchResponseSchema,
  seatInfoSchema,
  seatPurchaseSchema,
  pickupDetailsSchema,
  tripSchema,
} from '@landline/shared/schemas';

/** The spec's error shapes (section 8, and http/errors.ts), the answer of every refusal. */
export const refusal = z
  .union([
    z.object({ validation_error: z.record(z.string(), z.array(z.string())) }),
    z.object({ detail: z.string(), code: z.string().optional() }),
    z.object({ non_field_errors: z.array(z.string()) }),
    z.object({ payment_failed: z.string(), code: z.string() }),
  ])
  .meta({
    description:
      "Refused, in the booking spec's error shapes (section 8): `validation_error` names each field with its message; " +
      '`detail` (and a `code`) for anything else; `non_field_errors` for wrong login details; `payment_failed` when the card is refused (402).',
  });

/** What every call answers while the database is away (http/errors.ts, ServiceUnavailableError). */
export const unavailable = z.object({ detail: z.literal(GENERIC_MESSAGES.unavailable) }).meta({
  description: 'The database is away for a moment; try again after `Retry-After` seconds.',
});

const NAMED = {
  Refusal: refusal,
  Unavailable: unavailable,
  SearchAnswer: searchResponseSchema,
  Itinerary: itinerarySchema,
  Reservation: reservationSchema,
  Cart: cartSchema,
  SeatMap: seatInfoSchema,
  SeatPurchase: seatPurchaseSchema,
  PickupDetails: pickupDetailsSchema,
  Trip: tripSchema,
  RefundDetails: refundDetailsSchema,
  Profile: profileSchema,
  Place: placeOptionSchema,
};

/**
 * Names the answers in zod's global registry, where `.meta()` keeps every schema's description:
 * the document reads names and descriptions from one registry. Names of fixed schemas, the same
 * for every app of the process, so naming them twice is a no-op rather than a clash.
 */
export function nameComponents(): void {
  for (const [id, schema] of Object.entries(NAMED)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
  }
}
