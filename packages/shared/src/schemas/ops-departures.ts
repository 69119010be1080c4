import { z } from 'zod';
import { OPS_DEPARTURE_MESSAGES as M } from '../messages/ops-departures.js';

// The operations console's departures and manifests (issue 31, decision 277): a day's departures
// by route with their seat figures, a departure's manifest, and the drivers assigned to it.

/** A departure has at most this many drivers (two on a long run, a trainee, a spare). */
export const MAX_DRIVERS = 4;

export const departuresQuerySchema = z.object({
  /** The local service date (at the departure's first stop); today in Denver when absent. */
  date: z.iso.date({ error: M.dateInvalid }).optional(),
});

const place = z.object({ code: z.string(), name: z.string(), city: z.string() });

/** An instant, and the date and 24-hour clock it is at the place it is about. */
const when = z.object({ at: z.string(), date: z.string(), time: z.string(), time_zone: z.string() });

const counts = z.object({ capacity: z.number().int(), sold: z.number().int(), held: z.number().int(), free: z.number().int() });

export const departureDriverSchema = z.object({ id: z.uuid(), name: z.string() });
export type DepartureDriver = z.infer<typeof departureDriverSchema>;

export const departureSummarySchema = z.object({
  trip_id: z.number().int(),
  service_date: z.string(),
  route: z.object({ code: z.string(), name: z.string(), service_type: z.number().int(), run_number: z.string() }),
  origin: place,
  destination: place,
  departure: when,
  arrival: when,
  vehicle: z.object({ name: z.string(), capacity: z.number().int() }),
  /** Seats: capacity, sold (paid), held (in carts being booked), free. */
  seats: counts,
  /** Wheelchair positions (boarding by the lift), counted as the seats are. */
  wheelchairs: counts,
  /** Passengers of paid bookings checked in, and boarded, on this departure. */
  checked_in: z.number().int(),
  boarded: z.number().int(),
  drivers: z.array(departureDriverSchema),
  /** When dispatch cancelled the departure (decision 279); null while it runs. */
  canceled_at: z.string().nullable(),
});
export type DepartureSummary = z.infer<typeof departureSummarySchema>;

export const departuresDaySchema = z.object({
  date: z.string(),
  /** By route (name order), each route's departures in departure order. */
  routes: z.array(z.object({ code: z.string(), name: z.string(), departures: z.array(departureSummarySchema) })),
});
export type DeparturesDay = z.infer<typeof departuresDaySchema>;

export const TICKET_STATE_NAMES = ['booked', 'checked_in', 'boarded', 'canceled'] as const;
export type ManifestTicketState = (typeof TICKET_STATE_NAMES)[number];

export const manifestFlightSchema = z.object({
  /** As printed: airline code and number, e.g. UA 1234. */
  number: z.string(),
  /** Airport codes and the local date, when known. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  date: z.string().nullable(),
  /** booked: a partner flight of the booking; passenger or pickup: what the traveller told us. */
  source: z.enum(['booked', 'passenger', 'pickup']),
});
export type ManifestFlight = z.infer<typeof manifestFlightSchema>;

export const manifestPassengerSchema = z.object({
  pnr: z.string(),
  /** The passenger's place in the booking (0 = lead passenger). */
  passenger: z.number().int(),
  name: z.string(),
  passenger_type: z.string(),
  seat: z.string().nullable(),
  state: z.enum(TICKET_STATE_NAMES),
  special_requirements: z.array(z.object({ code: z.string(), description: z.string() })),
  /** Boards by the lift and rides in a wheelchair position. */
  wheelchair: z.boolean(),
  boards_at: place,
  alights_at: place,
  /** The flights the passenger connects with, before or after this ride. */
  flights: z.array(manifestFlightSchema),
});
export type ManifestPassenger = z.infer<typeof manifestPassengerSchema>;

export const manifestAddressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
});

export const manifestStopSchema = z.object({
  /** 1, 2, … in the order the van calls. */
  order: z.number().int(),
  kind: z.enum(['pick_up', 'drop_off']),
  pnr: z.string(),
  /** The lead passenger's name and how many ride on the booking (canceled tickets left out). */
  name: z.string(),
  riders: z.number().int(),
  address: manifestAddressSchema,
  /** The pattern's stop this address is served from, and the van's time there. */
  stop: place,
  time: z.string(),
  flight: z.string().nullable(),
});
export type ManifestStop = z.infer<typeof manifestStopSchema>;

export const manifestSchema = z.object({
  departure: departureSummarySchema,
  /** Passengers of paid bookings, by boarding stop, then booking and place in it. */
  passengers: z.array(manifestPassengerSchema),
  /** Door-to-door addresses in the order the van calls: pick-ups, then drop-offs. */
  door_to_door: z.array(manifestStopSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const departureDriversSchema = z.object({
  staff_ids: z.array(z.uuid({ error: M.staffIdsRequired }), { error: M.staffIdsRequired }).max(MAX_DRIVERS, { error: M.tooManyDrivers }),
});

export const driverListSchema = z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() }));
export type DriverList = z.infer<typeof driverListSchema>;
