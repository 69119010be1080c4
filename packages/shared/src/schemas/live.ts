import { z } from 'zod';
import { numeric } from './inputs.js';

// The live side (issue 32): where the running coaches are, and when they will reach each stop.
// The API answers these on GET /api/live/ and /api/live/{trip}/ and streams them as Server-Sent
// Events; the /live pages render them on the server first. The drivers' phones send positions
// on /api/ops/departures/{trip}/positions/.

/** A stop of a running departure, with its timetable time and the predicted one. */
export const liveStopSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  lat: z.number(),
  lon: z.number(),
  time_zone: z.string(),
  /** When the timetable (with any time dispatch gave the departure) has the coach here. */
  scheduled_at: z.string(),
  /** When the coach is predicted here now; null once it has left the stop or when cancelled. */
  predicted_at: z.string().nullable(),
  /** The coach has left (or passed) this stop. */
  passed: z.boolean(),
});
export type LiveStop = z.infer<typeof liveStopSchema>;

export const livePositionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** Degrees clockwise from north; null when unknown. */
  bearing: z.number().nullable(),
  /** Metres per second; null when unknown. */
  speed: z.number().nullable(),
  recorded_at: z.string(),
  /** A driver's phone, or the demo's simulator. */
  source: z.enum(['driver', 'simulator']),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

export const LIVE_STATUSES = ['scheduled', 'running', 'arrived', 'canceled'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

export const liveDepartureSchema = z.object({
  /** The departure (trips.id): /live/{trip_id}. */
  trip_id: z.number().int(),
  /** The same departure in the GTFS feeds: trip_id on start_date (YYYYMMDD). */
  gtfs: z.object({ trip_id: z.string(), start_date: z.string(), route_id: z.string() }),
  route: z.object({ code: z.string(), name: z.string(), run_number: z.string() }),
  status: z.enum(LIVE_STATUSES),
  /** Seconds behind the timetable (negative: ahead) at the next stop; 0 when not known. */
  delay_seconds: z.number().int(),
  /** The next stop's code (the first one not passed); null once arrived or cancelled. */
  next_stop: z.string().nullable(),
  position: livePositionSchema.nullable(),
  stops: z.array(liveStopSchema),
});
export type LiveDeparture = z.infer<typeof liveDepartureSchema>;

/** The network drawn under the coaches: every stop and every route's line through them. */
export const liveNetworkSchema = z.object({
  stops: z.array(z.object({ code: z.string(), name: z.string(), city: z.string(), lat: z.number(), lon: z.number() })),
  routes: z.array(z.object({ code: z.string(), name: z.string(), stops: z.array(z.string()) })),
});
export type LiveNetwork = z.infer<typeof liveNetworkSchema>;

/** GET /api/live/: the departures running now (and those about to leave or just arrived). */
export const liveBoardSchema = z.object({
  generated_at: z.string(),
  departures: z.array(liveDepartureSchema),
  network: liveNetworkSchema,
});
export type LiveBoard = z.infer<typeof liveBoardSchema>;

/** One position from a driver's phone (the Geolocation API's reading), queued while offline. */
export const driverPositionSchema = z.object({
  /** Made on the phone, so a reading sent twice is kept once. */
  id: z.uuid({ error: 'Send a reading id.' }),
  lat: z.number({ error: 'Give a latitude.' }).min(-90).max(90),
  lon: z.number({ error: 'Give a longitude.' }).min(-180).max(180),
  /** Metres (the reading's accuracy radius). */
  accuracy: z.number().min(0).max(100_000).nullable().optional(),
  bearing: z.number().min(0).max(360).nullable().optional(),
  speed: z.number().min(0).max(100).nullable().optional(),
  recorded_at: z.iso.datetime({ offset: true, error: 'Give the time of the reading.' }),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

/** POST /api/ops/departures/{trip}/positions/: up to 100 readings, oldest first. */
export const driverPositionsSchema = z.object({
  positions: z.array(driverPositionSchema).min(1, { error: 'Send at least one reading.' }).max(100, { error: 'Send at most 100 readings at a time.' }),
});
export type DriverPositions = z.infer<typeof driverPositionsSchema>;

/** /api/live/{trip}/ and /api/ops/departures/{trip}/positions/: the departure (a trip's number). */
export const liveTripParamSchema = z.object({
  trip: numeric(
    z
      .number({ error: 'No departure has this number.' })
      .int({ error: 'No departure has this number.' })
      .positive({ error: 'No departure has this number.' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'No departure has this number.' }),
  ),
});

/** The answer to a phone's readings: how many were new, and the departure as it stands now. */
export const driverPositionsAnswerSchema = z.object({
  accepted: z.number().int(),
  departure: liveDepartureSchema,
});
export type DriverPositionsAnswer = z.infer<typeof driverPositionsAnswerSchema>;

/** GET /gtfs-rt/*.pb: the protobuf, or `?format=json` for people. */
export const realtimeFormatQuerySchema = z.object({
  format: z.enum(['pb', 'json'], { error: 'Ask for format=json, or leave it out for the protobuf.' }).optional(),
});
