import { z } from 'zod';
import { BOOKING_TOKEN_MAX, CODE_MAX, MAX_BAGS_PER_CUSTOMER, MAX_PASSENGERS } from '../constants.js';
import { CHECK_MESSAGES, INPUT_MESSAGES as I, PASSENGER_MESSAGES as M, SEARCH_MESSAGES as S } from '../messages.js';
import {
  EMAIL_MAX,
  NAME_MAX,
  SPECIAL_REQUIREMENTS,
  ageOn,
  describeParty,
  keptSpecialRequirements,
  partyProblem,
  passengerProblems,
  type PassengerContext,
  type PassengerType,
} from '../passengers.js';
import { jsonNumber, plainText } from './inputs.js';

// PUT bookings/{uuid}/passengers/ (the booking spec's sections 3, 5 and 7). The shape is zod's; the
// rules are the pure ones of ../passengers.ts, which the browser's form applies too, so one
// parse answers every field at once. Errors are keyed `passengers.{index}.{field}` (index from
// 0, the lead passenger) and `passengers` for the party (decision 197).

/** Text trimmed, missing or null read as '' so the rules give the field's own message. */
const text = (max: number, required?: string, long?: string) =>
  plainText(max, { required, tooLong: long })
    .trim()
    .nullish()
    .transform((v) => v ?? '');

/** A seat as chosen on the seat map (section 3: code, leg, index, price in cents). */
const seatSchema = z.object({
  code: plainText(CODE_MAX).trim().min(1),
  leg: z.union([z.number().int().min(0), plainText(64)]),
  index: z.number().int().min(0),
  price: z.number().int().min(0),
});

/** One seat per leg at most; a booking token holds up to eight legs. */
const seats = z
  .array(seatSchema)
  .max(8)
  .nullish()
  .transform((v) => v ?? []);

const passengerSchema = z.object({
  title: text(10, M.titleRequired, M.titleRequired),
  first_name: text(NAME_MAX, M.firstNameRequired),
  last_name: text(NAME_MAX, M.lastNameRequired),
  gender: jsonNumber(M.genderRequired)
    .int({ error: M.genderRequired })
    .nullish()
    .transform((v) => v ?? null),
  date_of_birth: text(10, M.dateOfBirthRequired, M.dateOfBirthFormat),
  email: text(EMAIL_MAX, M.emailValid, M.emailValid),
  phone_number: text(20, M.phoneFormat, M.phoneFormat),
  passenger_type: text(10, M.typeRequired, M.typeRequired),
  special_requirements: z
    .array(
      z.object({
        fax_code_id: z.union([plainText(CODE_MAX), z.number().int()]).nullish(),
        fax_description: plainText(200).nullish(),
      }),
    )
    .max(SPECIAL_REQUIREMENTS.length, { error: M.specialRequirementOne })
    .nullish()
    .transform((v) => v ?? []),
  departure_seats: seats,
  return_seats: seats,
  flight_info: z
    .object({
      airline: text(CODE_MAX, M.airlineRequired).transform((v) => v.toUpperCase()),
      flight_number: text(CODE_MAX, M.flightNumberRequired).transform((v) => v.toUpperCase()),
      final_destination: text(CODE_MAX, M.finalDestinationRequired).transform((v) => v.toUpperCase()),
    })
    .nullish()
    .transform((v) => v ?? null),
});

/** What the passengers are checked against; `oneWay` drops return seats (section 3). */
export interface PassengersSchemaContext extends PassengerContext {
  oneWay: boolean;
}

/**
 * The body of PUT bookings/{uuid}/passengers/ for one booking: the rules need its first
 * departure, its party and whether it connects with a flight. The output is what is stored:
 * names in NFC, e-mail in lower case, `age` on the first departure (a sent age is ignored),
 * special requirements reduced to the catalogue's one with a fax_code_id.
 */
export function passengersRequestSchema(context: PassengersSchemaContext) {
  const partyMessage = M.partyDiffers.replace('{party}', describeParty(context.party));
  return z
    .object({
      passengers: z.array(passengerSchema, { error: partyMessage }).max(MAX_PASSENGERS, { error: S.tooManyPassengers, abort: true }),
      cart_id: text(64).transform((v) => v || null),
      /** Section 3's payment types. */
      payment_type: z.enum(['regular', 'loyalty_points', 'store_credits']).default('regular'),
      booking_token: plainText(BOOKING_TOKEN_MAX, {
        required: CHECK_MESSAGES.tokenInvalid,
        tooLong: CHECK_MESSAGES.tokenInvalid,
        unreadable: CHECK_MESSAGES.tokenInvalid,
      }).min(1, { error: CHECK_MESSAGES.tokenInvalid }),
      is_edit: z.boolean().default(false),
      is_edit_per_segment: z.boolean().default(false),
      bnum: jsonNumber(I.wholeNumber)
        .int({ error: I.wholeNumber })
        .min(0)
        .max(MAX_PASSENGERS * MAX_BAGS_PER_CUSTOMER)
        .default(0),
    })
    .superRefine((body, ctx) => {
      const party = partyProblem(
        body.passengers.map((p) => p.passenger_type),
        context.party,
      );
      if (party) ctx.addIssue({ code: 'custom', path: ['passengers'], message: party });
      body.passengers.forEach((p, index) => {
        for (const [field, message] of Object.entries(passengerProblems(p, index, context))) {
          ctx.addIssue({ code: 'custom', path: ['passengers', index, ...field.split('.')], message });
        }
      });
    })
    .transform((body) => ({
      ...body,
      passengers: body.passengers.map(({ return_seats, special_requirements, flight_info, ...p }) => ({
        ...p,
        first_name: p.first_name.normalize('NFC'),
        last_name: p.last_name.normalize('NFC'),
        email: p.email.toLowerCase(),
        // Both checked above: a gender of GENDERS, a type of PASSENGER_TYPES.
        gender: p.gender as number,
        passenger_type: p.passenger_type as PassengerType,
        age: ageOn(p.date_of_birth, context.firstDeparture),
        // The catalogue's own description: a client's text is not stored.
        special_requirements: SPECIAL_REQUIREMENTS.filter((r) => keptSpecialRequirements(special_requirements).includes(r.fax_code_id)).map(
          ({ fax_code_id, fax_description }) => ({ fax_code_id, fax_description }),
        ),
        ...(context.oneWay ? {} : { return_seats }),
        ...(flight_info ? { flight_info } : {}),
      })),
    }));
}

/** The body as the browser sends it. */
export type PassengersRequest = z.input<ReturnType<typeof passengersRequestSchema>>;
/** The body as parsed: what the service stores and sends on. */
export type PassengersBody = z.output<ReturnType<typeof passengersRequestSchema>>;
