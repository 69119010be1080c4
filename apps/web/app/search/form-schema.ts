import * as z from 'zod/mini';
import { isIsoDate, MAX_PASSENGERS, SEARCH_MESSAGES as M } from '@landline/shared';

// The search form's own schema, built from the shared messages (booking-app.md section 5), so
// the texts next to the fields are the spec's. The request itself is checked again by the API
// with the shared searchRequestSchema. Zod Mini (the same zod 4, functional API) keeps the home
// page's bundle small: see docs/decisions.md.

const place = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  city: z.string(),
  time_zone: z.nullable(z.string()),
  flight_only: z.optional(z.boolean()),
});

const requiredPlace = (message: string) =>
  z.nullable(place).check(z.refine((v) => v !== null, { error: message }));

const count = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_PASSENGERS, { error: M.tooManyPassengers }));

export function searchFormSchema(today: string) {
  return z
    .object({
      from: requiredPlace(M.depFromRequired),
      to: requiredPlace(M.depToRequired),
      tripType: z.enum(['oneway', 'return']),
      departureDate: z.string().check(
        z.refine(isIsoDate, { error: M.departureDateRequired }),
        z.refine((d) => !isIsoDate(d) || d >= today, { error: M.departureInPast }),
      ),
      returnDate: z.string(),
      adults: count,
      children: count,
      infants: count,
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.from && v.to && v.from.code === v.to.code) {
          ctx.addIssue({ code: 'custom', path: ['to'], message: M.sameLocation, input: v.to });
        }
        if (v.tripType === 'return') {
          const issue = (message: string) =>
            ctx.addIssue({ code: 'custom', path: ['returnDate'], message, input: v.returnDate });
          if (!v.returnDate) issue(M.returnRequired);
          else if (!isIsoDate(v.returnDate)) issue(M.returnDateInvalid);
          else if (isIsoDate(v.departureDate) && v.returnDate < v.departureDate) issue(M.returnBeforeDeparture);
        }
        if (v.adults < 1) {
          ctx.addIssue({ code: 'custom', path: ['adults'], message: M.adultsMin, input: v.adults });
        }
        if (v.adults + v.children + v.infants > MAX_PASSENGERS) {
          ctx.addIssue({ code: 'custom', path: ['adults'], message: M.tooManyPassengers, input: v.adults });
        } else if (v.infants > v.adults) {
          ctx.addIssue({ code: 'custom', path: ['infants'], message: M.infantsPerAdult, input: v.infants });
        }
      }),
    );
}

export type SearchFormValues = z.input<ReturnType<typeof searchFormSchema>>;
export type SearchFormOutput = z.output<ReturnType<typeof searchFormSchema>>;

/** A new search: one adult, one way (section 9 defaults). */
export const EMPTY_SEARCH_FORM: SearchFormValues = {
  from: null,
  to: null,
  tripType: 'oneway',
  departureDate: '',
  returnDate: '',
  adults: 1,
  children: 0,
  infants: 0,
};
