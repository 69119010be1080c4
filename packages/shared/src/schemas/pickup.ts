import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { PICKUP_DETAIL_MESSAGES as D, PICKUP_MESSAGES as P } from '../messages.js';
import { pickupAddressSchema, pickupRequired } from './areas.js';
import { plainText } from './inputs.js';

// The pickup details of a door-to-door ride, one record per direction (the booking spec's sections 3,
// 5 and 7; decision 202): where the van picks up and drops off, and the flight it connects with.
// The operated-area check needs a geocoder and is the server's; everything else is here.

export type PickupEnd = 'pick_up_address' | 'drop_off_address';

/** The airport end of a ride: fixed by the ride, the traveller only chooses its terminal. */
export const pickupAirportSchema = z.object({
  code: z.string(),
  /** Which of the two addresses is the airport. */
  end: z.enum(['pick_up_address', 'drop_off_address']),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  terminals: z.array(z.string()),
});
export type PickupAirport = z.infer<typeof pickupAirportSchema>;

/** What a record's body is checked against: its airport end, if the ride has one. */
export interface PickupDetailsContext {
  airport: PickupAirport | null;
}

/** Cities compared as people type them: case, dots, spacing, and 'St.' for 'Saint' do not count. */
export function cityKey(city: string): string {
  return city.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim().replace(/^st /, 'saint ');
}

const AIRLINE = /^(?=.*[A-Z])[A-Z0-9]{2}$/;
const AIRPORT = /^[A-Z]{3}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The numeric part of a flight number as typed (section 5: a leading letter is stripped):
 * spaces and dashes go, then the airline's own code if the text starts with it ('9E 5012' for
 * airline 9E), else any leading letters ('DL1234', 'D1234'); what is left must be 1 to 4 digits,
 * given without leading zeros. Null when it is not a flight number.
 */
export function flightNumberPart(text: string, airline: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const rest = airline && compact.startsWith(airline) ? compact.slice(airline.length) : compact.replace(/^[A-Z]+/, '');
  return /^\d{1,4}$/.test(rest) && Number(rest) > 0 ? String(Number(rest)) : null;
}

const optionalText = (max: number) =>
  plainText(max)
    .trim()
    .nullish()
    .transform((v) => v || null);

/** A date and its time (section 5: the time is required with the date; ours: the date with the time). */
function dateTime(flight: Record<string, string | null>, key: 'departure' | 'arrival', ctx: z.RefinementCtx): string | null {
  const date = flight[`${key}_date`];
  const time = flight[`${key}_time`];
  const label = key === 'departure' ? 'Departure' : 'Arrival';
  if (date && !isIsoDate(date)) ctx.addIssue({ code: 'custom', path: [`${key}_date`], message: D.date });
  if (time && !TIME.test(time)) ctx.addIssue({ code: 'custom', path: [`${key}_time`], message: D.time });
  if (date && !time) ctx.addIssue({ code: 'custom', path: [`${key}_time`], message: pickupRequired(`${label} time`) });
  if (time && !date) ctx.addIssue({ code: 'custom', path: [`${key}_date`], message: pickupRequired(`${label} date`) });
  return date && time ? `${date}T${time}` : null;
}

/**
 * The flight the ride connects with, optional. `airline` is the two-character IATA code;
 * `flightNo` as typed, stored as the code and the numeric part ('DL1234'); the dates and times
 * are the airport's local ones, stored as 'YYYY-MM-DDTHH:MM'.
 */
const flightBodySchema = z
  .object(
    {
      airline: plainText(3, { required: pickupRequired('Airline') })
        .trim()
        .toUpperCase()
        .min(1, { error: pickupRequired('Airline') })
        .regex(AIRLINE, { error: D.airline }),
      flightNo: plainText(12, { required: pickupRequired('Flight number') })
        .trim()
        .min(1, { error: pickupRequired('Flight number') }),
      origin: optionalText(3).refine((v) => v === null || AIRPORT.test(v.toUpperCase()), { error: D.airport }),
      destination: optionalText(3).refine((v) => v === null || AIRPORT.test(v.toUpperCase()), { error: D.airport }),
      departure_date: optionalText(10),
      departure_time: optionalText(5),
      arrival_date: optionalText(10),
      arrival_time: optionalText(5),
    },
    { error: 'Send the flight as an object of its fields, or null.' },
  )
  .transform((f, ctx) => {
    const number = flightNumberPart(f.flightNo, f.airline);
    if (number === null) ctx.addIssue({ code: 'custom', path: ['flightNo'], message: D.flightNumber });
    const departure = dateTime(f, 'departure', ctx);
    const arrival = dateTime(f, 'arrival', ctx);
    return {
      flightNo: `${f.airline}${number ?? ''}`,
      airline: f.airline,
      flight_number: number ?? '',
      origin: f.origin?.toUpperCase() ?? null,
      destination: f.destination?.toUpperCase() ?? null,
      departure_datetime: departure,
      arrival_datetime: arrival,
    };
  });

/** The airport end as sent: only the terminal counts, in place of the first address line. */
function airportEndSchema(airport: PickupAirport) {
  return z
    .object(
      {
        first_address_line: plainText(100, { required: pickupRequired('Terminal') })
          .trim()
          .min(1, { error: pickupRequired('Terminal') })
          .refine((t) => airport.terminals.includes(t), { error: D.terminal }),
      },
      { error: (issue) => (issue.input === undefined ? pickupRequired('Terminal') : 'Send the address as an object of its fields.') },
    )
    .transform(({ first_address_line }) => ({
      city: airport.city,
      first_address_line,
      second_address_line: null,
      zip_code: airport.zip_code,
      state: airport.state,
    }));
}

/**
 * PATCH v2/landline/pick_up_details/{id}/: both addresses (the town end inside the operated area,
 * checked by the server; the airport end one of its terminals) and the flight, optional.
 */
export function pickupDetailsUpdateSchema(context: PickupDetailsContext) {
  const end = (name: PickupEnd) => (context.airport?.end === name ? airportEndSchema(context.airport) : pickupAddressSchema);
  // The end the traveller typed carries the message (the second one when both are typed).
  const typedEnd: PickupEnd = context.airport?.end === 'drop_off_address' ? 'pick_up_address' : 'drop_off_address';
  return z
    .object({
      pick_up_address: end('pick_up_address'),
      drop_off_address: end('drop_off_address'),
      flight: flightBodySchema.nullish().transform((f) => f ?? null),
    })
    .superRefine((body, ctx) => {
      if (cityKey(body.pick_up_address.city) === cityKey(body.drop_off_address.city)) {
        ctx.addIssue({ code: 'custom', path: [typedEnd, 'city'], message: P.sameCity });
      }
    });
}
export type PickupDetailsUpdate = z.output<ReturnType<typeof pickupDetailsUpdateSchema>>;

/** GET v2/landline/pick_up_details/?reservation={uuid} */
export const pickupDetailsQuerySchema = z.object({
  reservation: plainText(36, { required: pickupRequired('Reservation') }).trim(),
});

const storedAddressSchema = z.object({
  city: z.string(),
  first_address_line: z.string(),
  second_address_line: z.string().nullable(),
  zip_code: z.string().nullable(),
  state: z.string(),
});
export type StoredPickupAddress = z.infer<typeof storedAddressSchema>;

const storedFlightSchema = z.object({
  flightNo: z.string(),
  airline: z.string(),
  flight_number: z.string(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  departure_datetime: z.string().nullable(),
  arrival_datetime: z.string().nullable(),
});
export type PickupFlight = z.infer<typeof storedFlightSchema>;

/** A record as answered: blank where the traveller has not given details yet (updated_at null). */
export const pickupDetailsSchema = z.object({
  id: z.number(),
  reservation_uuid: z.string(),
  /** 1 depart, 2 return. */
  direction: z.union([z.literal(1), z.literal(2)]),
  service_type: z.number(),
  pick_up_address: storedAddressSchema,
  drop_off_address: storedAddressSchema,
  flight: storedFlightSchema.nullable(),
  /** The ride's airport end, pre-filled, with the terminals to choose from; null when it has none. */
  airport: pickupAirportSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type PickupDetails = z.infer<typeof pickupDetailsSchema>;
