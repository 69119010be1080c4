// Constants of the specification (booking-app.md section 9, content-pages.md section 9).
// Both the server and the web app read them from here so the two never disagree.

export const REQUEST_TIMEOUT_MS = 180_000;
export const HEARTBEAT_MS = 30_000;
export const TRIPS_PAGE_SIZE = 10;
export const CITY_LIST_LIMIT = 1000;
/** Partner airports one type-ahead answer lists by default, and at most when asked (`limit`). */
export const PARTNER_PLACES_DEFAULT = 20;
export const PARTNER_PLACES_MAX = 5000;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_CURRENCY = 'usd';
export const NOTIFICATION_SHORT_MS = 3000;
export const NOTIFICATION_LONG_MS = 8000;
export const RESULTS_ROW_HEIGHT = 229;
export const MOBILE_BREAKPOINT_PX = 600;
export const MAX_BAGS_PER_CUSTOMER = 2;
export const ADULT_MIN_AGE = 13;
export const CHILD_MAX_AGE = 12;
export const REFERRAL_REWARD_CENTS = 2000;
export const MEMBER_DISCOUNT_PERCENT = 10;
export const SEATS_LEFT_DISPLAY = 4;
export const DOOR_TO_DOOR_PRICE_CENTS = 2000;

/** Our own decision (docs/decisions.md): one booking carries at most nine travellers. */
export const MAX_PASSENGERS = 9;

/** IATA-style code the product's own ground legs carry as "airline". */
export const LANDLINE_IATA_CODE = 'LL';
/** Operator label of ground legs (reservation system) and of partner flights. */
export const GROUND_OPERATOR = 'VIDECOM';
export const FLIGHT_OPERATOR = 'KIWI';

export const CANADIAN_REDIRECT_CODES = ['YYZ', 'YHM', 'YKF'] as const;
/** Base address of the standalone Canadian booking site (section 4: the browser goes there). */
export const CANADIAN_BOOKING_SITE = 'https://canada.landline.com/';

/** City codes whose "all airports" entry carries the bare suffix (section 9). */
export const BARE_ALL_AIRPORTS_CODES = ['DLT', 'MKT', 'MNS', 'MSP', 'STC'] as const;

export const DEFAULT_FILTERS = {
  max_stopovers: 3,
  cabins_class: 'M' as 'M' | 'W' | 'C' | 'F',
  maxFlightLayover: [3600, 10800] as [number, number],
  maxBusLayover: [3600, 10800] as [number, number],
  total_trip_time_max: 86_400,
  airline_filter: [] as string[],
  connecting_airports: [] as string[],
};

export const FEATURE_FLAGS = [
  'loyalty',
  'door2Door',
  'connectionGarantie',
  'editTrip',
  'changeTripSeat',
  'referral',
  'showCarousel',
  'showFlightSearch',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * Service types (section 4 names 2, 3 and 4 without defining them; our reading is in
 * docs/decisions.md): 2 scheduled coach between stops, 3 ground connection sold with a
 * partner airline, 4 door-to-door.
 */
export const SERVICE_TYPES = { coach: 2, airlinePartner: 3, doorToDoor: 4 } as const;
export type ServiceType = 2 | 3 | 4;
