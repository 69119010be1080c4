import { z } from 'zod';
import {
  BOOKING_TOKEN_MAX,
  CODE_MAX,
  DEFAULT_FILTERS,
  FILTER_CODES_MAX,
  LAYOVER_MAX_S,
  MAX_BAGS_PER_CUSTOMER,
  MAX_PASSENGERS,
  PLACE_TEXT_MAX,
  TRIP_TIME_MAX_S,
} from '../constants.js';
import { isIsoDate } from '../dates.js';
import { CHECK_MESSAGES, INPUT_MESSAGES as I, SEARCH_MESSAGES as M } from '../messages.js';
import { isPlainText } from '../rules.js';
import { jsonNumber, plainText } from './inputs.js';

/** A location as the spec sends it: an object with a code (a bare code string is accepted too). */
const locationRef = (message: string) =>
  z
    .union([z.object({ code: z.string({ error: message }) }).loose(), z.string({ error: message })], {
      error: message,
    })
    .transform((v) => (typeof v === 'string' ? v : v.code).trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .max(CODE_MAX, { error: M.unknownLocation, abort: true })
        .refine(isPlainText, { error: M.unknownLocation }),
    );

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, { error: message });

const count = (min: number, fallback: number) =>
  jsonNumber(I.wholeNumber)
    .int({ error: I.wholeNumber })
    .min(min, { error: `Must be at least ${min}.` })
    .max(MAX_PASSENGERS, { error: M.tooManyPassengers })
    .default(fallback);

const seconds = (max: number, message: string) =>
  jsonNumber(I.wholeNumber).int({ error: I.wholeNumber }).min(0, { error: 'Must be at least 0.' }).max(max, { error: message });

const layoverBounds = z
  .tuple([seconds(LAYOVER_MAX_S, M.layoverTooLong), seconds(LAYOVER_MAX_S, M.layoverTooLong)])
  .refine(([min, max]) => min <= max, { error: 'The minimum layover must not exceed the maximum.' });

/** Airline or airport codes of a filter. */
const codes = z.array(plainText(CODE_MAX).trim().toUpperCase()).max(FILTER_CODES_MAX, { error: M.tooManyCodes }).default([]);

export const searchFiltersSchema = z
  .object({
    max_stopovers: jsonNumber(I.wholeNumber).int({ error: I.wholeNumber }).min(0).max(3).default(DEFAULT_FILTERS.max_stopovers),
    cabins_class: z.enum(['M', 'W', 'C', 'F']).default('M'),
    maxFlightLayover: layoverBounds.default(DEFAULT_FILTERS.maxFlightLayover),
    maxBusLayover: layoverBounds.default(DEFAULT_FILTERS.maxBusLayover),
    total_trip_time_max: seconds(TRIP_TIME_MAX_S, M.tripTooLong).default(DEFAULT_FILTERS.total_trip_time_max),
    airline_filter: codes,
    connecting_airports: codes,
  })
  .default(() => ({ ...DEFAULT_FILTERS, airline_filter: [], connecting_airports: [] }));
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

/** Body of PUT bookings/reservation/ (search params and filters, sections 3 and 9). */
export const searchRequestSchema = z
  .object({
    dep_from: locationRef(M.depFromRequired),
    dep_to: locationRef(M.depToRequired),
    departure_date: isoDate(M.departureDateRequired),
    return_date: z
      .union([isoDate(M.returnDateInvalid), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    one_way: z.boolean().optional(),
    passengers_adults: count(0, 1),
    passengers_children: count(0, 0),
    passengers_infants: count(0, 0),
    baggage: jsonNumber(I.wholeNumber).int({ error: I.wholeNumber }).min(0).max(MAX_BAGS_PER_CUSTOMER).default(0),
    city_from: plainText(PLACE_TEXT_MAX).optional().nullable(),
    city_to: plainText(PLACE_TEXT_MAX).optional().nullable(),
    filters: searchFiltersSchema,
  })
  .transform((v) => ({ ...v, one_way: v.one_way ?? v.return_date === null }))
  .superRefine((v, ctx) => {
    if (v.dep_from === v.dep_to) ctx.addIssue({ code: 'custom', path: ['dep_to'], message: M.sameLocation });
    if (!v.one_way && !v.return_date) ctx.addIssue({ code: 'custom', path: ['return_date'], message: M.returnRequired });
    if (!v.one_way && v.return_date && v.return_date < v.departure_date)
      ctx.addIssue({ code: 'custom', path: ['return_date'], message: M.returnBeforeDeparture });
    if (v.passengers_adults < 1) ctx.addIssue({ code: 'custom', path: ['passengers_adults'], message: M.adultsMin });
    if (v.passengers_adults + v.passengers_children + v.passengers_infants > MAX_PASSENGERS)
      ctx.addIssue({ code: 'custom', path: ['passengers'], message: M.tooManyPassengers });
    if (v.passengers_infants > v.passengers_adults)
      ctx.addIssue({ code: 'custom', path: ['passengers_infants'], message: M.infantsPerAdult });
  });
export type SearchRequest = z.input<typeof searchRequestSchema>;
export type SearchParams = z.output<typeof searchRequestSchema>;

// ---- Responses ------------------------------------------------------------------------------

export const placeSchema = z.object({
  iata: z.string(),
  CityCode: z.string(),
  AirportName: z.string(),
  city: z.string(),
  time_zone: z.string(),
});

export const ticketSchema = z.object({
  id: z.string(),
  flight_availability: z.number().int(),
  landline_availability: z.number().int(),
  flight_available: z.number().int(),
});

export const segmentSchema = z.object({
  id: z.string(),
  trip_key: z.string(),
  airline: z.string(),
  /** 'Landline' for our ground legs, the partner airline's name for flights. */
  airline_name: z.string(),
  flight_number: z.string(),
  depart: placeSchema,
  arrive: placeSchema,
  departure_code: z.string(),
  arrival_code: z.string(),
  /** Local date and time at the departure stop. */
  departure_date: z.string(),
  departure_time: z.string(),
  /** Local date and time at the arrival stop. */
  arrival_date: z.string(),
  arrival_time: z.string(),
  departure_at: z.string(),
  arrival_at: z.string(),
  duration: z.number().int(),
  service_type: z.number().int(),
  operator: z.string(),
  way: z.union([z.literal(1), z.literal(2)]),
  vehicle: z.string(),
  tickets: z.array(ticketSchema),
});
export type Segment = z.infer<typeof segmentSchema>;

export const itinerarySchema = z.object({
  booking_token: z.string(),
  segments: z.array(segmentSchema),
  currency: z.enum(['USD', 'CAD']),
  fare: z.object({ adult: z.number().int(), child: z.number().int(), infant: z.number().int() }),
  landline_price: z.number().int(),
  flight_price: z.number().int(),
  price: z.number().int(),
  price_in_miles: z.number().int(),
  availability: z.number().int(),
  /** Wheelchair positions left: the fewest of any ride; null without a ride (decision 200). */
  wheelchair_available: z.number().int().nullable(),
  layover_times: z.array(z.number().int()),
  total_trip_time: z.number().int(),
  stopovers: z.number().int(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const searchResponseSchema = z.object({
  uuid: z.string(),
  next: z.string().nullable(),
  one_way: z.boolean(),
  dep_from: z.string(),
  dep_to: z.string(),
  departure_date: z.string(),
  requested_return_date: z.string().nullable(),
  passengers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  depart_flights: z.array(itinerarySchema),
  return_flights: z.array(itinerarySchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Body of POST bookings/check_flights/: the chosen itinerary, passengers (seats) and bags. */
export const checkFlightsRequestSchema = z.object({
  booking_token: plainText(BOOKING_TOKEN_MAX, {
    required: CHECK_MESSAGES.tokenInvalid,
    tooLong: CHECK_MESSAGES.tokenInvalid,
    unreadable: CHECK_MESSAGES.tokenInvalid,
  }).min(1, { error: CHECK_MESSAGES.tokenInvalid }),
  pnum: jsonNumber('Enter the number of passengers.')
    .int({ error: 'Enter the number of passengers.' })
    .min(1, { error: 'At least one passenger must travel.' })
    .max(MAX_PASSENGERS, { error: M.tooManyPassengers }),
  bnum: jsonNumber(I.wholeNumber)
    .int({ error: I.wholeNumber })
    .min(0)
    .max(MAX_PASSENGERS * MAX_BAGS_PER_CUSTOMER)
    .default(0),
});

export const checkFlightsResponseSchema = z.object({
  flights_checked: z.literal(true),
  flights_invalid: z.literal(false),
  price_change: z.literal(false),
  /** Seats left on the itinerary (the fewest of any leg). */
  seats_available: z.number().int(),
  /** Air fare per adult in cents, as re-priced now (0 without flights). */
  flight_price_per_adult: z.number().int(),
});
export type CheckFlightsResponse = z.infer<typeof checkFlightsResponseSchema>;
