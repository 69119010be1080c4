// What the API offers the web app's page loaders while it renders a page on the server: the
// contract between apps/api/src/web/pages.ts (which implements it) and apps/web/app/server.
import type { RouteFare } from './money.js';
import type { LiveBoard, LiveDeparture, PlaceOption, Schedule } from './schemas/index.js';

/** A stop of the live network with its real coordinates (OpenFlights for airports). */
export interface StopPoint {
  code: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  /** Street address where riders board (the airport's ground transportation for airports). */
  address: string;
}

/** A city an airport's partner flights reach without a stop (OpenFlights). */
export interface Destination {
  /** The city's busiest airport (IATA). */
  code: string;
  /** City and country as OpenFlights names them (English). */
  city: string;
  country: string;
  /** ISO 3166 code of the country (for its name in another language); null when unknown. */
  countryCode: string | null;
}

/** The coaches' Wi-Fi as riders see it on /onboard (API configuration, decision 229). */
export interface OnboardWifi {
  /** Network name (SSID). */
  name: string;
  password: string;
}

export interface PageServices {
  /** The server clock (tests move it). */
  now(): number;
  /** Absolute origin of the public site, for canonical URLs (no trailing slash). */
  publicUrl: string;
  /** The onboard Wi-Fi network and its password (ONBOARD_WIFI_NAME, ONBOARD_WIFI_PASSWORD). */
  onboardWifi: OnboardWifi;
  /** Where a search with a Canadian endpoint goes (CANADA_BOOKING_URL): a path of this site or another site's URL. */
  canadaBookingUrl: string;
  /** The timetable between two places, as GET /api/v2/landline/schedule/ answers it; null = unknown place. */
  schedule(from: string, to: string, start: string, end: string): Promise<Schedule | null>;
  /** Stops of the live network by code (unknown codes are left out). */
  stops(codes: readonly string[]): Promise<StopPoint[]>;
  /** Places travellers can pick (stops and "all airports" city entries) by code, as the type-ahead offers them. */
  places(codes: readonly string[]): Promise<PlaceOption[]>;
  /** What an adult and a child pay from one place to the other without a change, from the fare table search charges; null = no such ride. */
  fare(from: string, to: string): Promise<RouteFare | null>;
  /** Cities reached non-stop by the partner flights from an airport, most airlines first, one per city. */
  destinations(from: string, limit: number): Promise<Destination[]>;
  /** The live board as GET /api/live/ answers it (decision 283): /live renders it first on the server. */
  liveBoard(): Promise<LiveBoard>;
  /** One departure as GET /api/live/{trip}/ answers it; null for no such departure. */
  liveDeparture(trip: number): Promise<LiveDeparture | null>;
}
