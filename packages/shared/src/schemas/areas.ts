import { z } from 'zod';
import { PICKUP_MESSAGES as P } from '../messages.js';
import { numeric, plainText } from './inputs.js';

// Operated areas and the address check (the booking spec's sections 3, 5 and 7; docs/decisions/198).

/** The spec's ':attribute is required.' for a field's label. */
export const pickupRequired = (label: string) => P.required.replace(':attribute', label);

const requiredLine = (label: string, max: number) =>
  plainText(max, { required: pickupRequired(label) })
    .trim()
    .min(1, { error: pickupRequired(label) });
/** Optional text: absent, null and '' (an empty form field) all become null. */
const optionalLine = (max: number) =>
  plainText(max)
    .trim()
    .nullish()
    .transform((v) => v || null);

/**
 * A pickup or drop-off address (section 3): city, first address line and state required
 * (section 5), the second line and the ZIP code optional. The ZIP is not checked for a format:
 * the service areas include Ontario, whose postal codes are not ZIP codes.
 */
export const pickupAddressSchema = z.object(
  {
    city: requiredLine('City', 60),
    first_address_line: requiredLine('Address', 100),
    second_address_line: optionalLine(100),
    zip_code: optionalLine(10),
    state: requiredLine('State', 40),
  },
  // Missing: the spec's message; anything else than an object: say what is expected.
  { error: (issue) => (issue.input === undefined ? pickupRequired('Address') : 'Send the address as an object of its fields.') },
);
export type PickupAddress = z.output<typeof pickupAddressSchema>;

/** POST v2/landline/operated_areas/{id}/is_address_inside/ */
export const isAddressInsideBodySchema = z.object({
  address: pickupAddressSchema,
});

export const isAddressInsideSchema = z.object({ is_address_inside: z.boolean() });
export type IsAddressInside = z.infer<typeof isAddressInsideSchema>;

/**
 * GET v2/landline/operated_areas/. Each filter applies only when given. `service_type` names an
 * area type, as the spec's client sends it (door-to-door, service type 4, is asked for as 5: see
 * AREA_TYPE_BY_SERVICE_TYPE); `city` matches the area's city whatever the case.
 */
export const operatedAreasQuerySchema = z.object({
  is_active: z
    .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  service_type: numeric(z.number({ error: 'Enter a whole number.' }).int({ error: 'Enter a whole number.' }).min(1).max(99)).optional(),
  city: plainText(60).trim().optional(),
});

const polygonSchema = z.object({
  type: z.literal('Polygon'),
  /** GeoJSON rings of [lon, lat]: the outline, then any holes. */
  coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
});

export const operatedAreaSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The service type the area serves (4: door-to-door). */
  service_type: z.number(),
  /** What the query's `service_type` matches (5 for door-to-door). */
  area_type: z.number(),
  city: z.string(),
  is_active: z.boolean(),
  polygon: polygonSchema,
});
export type OperatedArea = z.infer<typeof operatedAreaSchema>;
