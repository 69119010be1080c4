// Constants of the specification (the booking spec's section 9, the content spec's section 9).
// Both the server and the web app read them from here so the two never disagree.

export const REQUEST_TIMEOUT_MS = 180_000;
export const HEARTBEAT_MS = 30_000;
/** How long a rotated refresh token still renews its session: a page left before its new cookie arrived (decision 203). */
export const REFRESH_REUSE_GRACE_MS = 10_000;
/** A hold lasts this long after its last heartbeat, and never longer than HOLD_MAX_MS after it began (decision 194). */
export const HOLD_MS = 15 * 60_000;
export const HOLD_MAX_MS = 60 * 60_000;
/** Booking references (PNR): six characters with no 0/O, 1/I/L or 5/S to misread (decision 194). */
export const PNR_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';
export const PNR_LENGTH = 6;
/** Premium seats: the front row of a coach (the view and the legroom), at this price per seat and ride (decision 199). */
export const PREMIUM_SEAT_ROWS = 1;
export const PREMIUM_SEAT_PRICE = 1500;
export const TRIPS_PAGE_SIZE = 10;
export const CITY_LIST_LIMIT = 1000;
/** Partner airports one type-ahead answer lists by default, and at most when asked (`limit`). */
export const PARTNER_PLACES_DEFAULT = 20;
export const PARTNER_PLACES_MAX = 5000;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_CURRENCY = 'usd';
/** The cart's currency while its tickets are paid with Penguin Perks points (section 9, decision 248). */
export const POINTS_CURRENCY = 'PTS';
/** The card processors the server can run (PAYMENTS; decisions 205, 209); settings/ says which one is on. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const NOTIFICATION_SHORT_MS = 3000;
export const NOTIFICATION_LONG_MS = 8000;
/** How long 'You do not have enough points…' shows (section 8: 5 s). */
export const NOT_ENOUGH_POINTS_NOTICE_MS = 5000;
/** A results row's height before its trip is known: the placeholder rows while searching, in px (decision 254). */
export const RESULTS_ROW_HEIGHT = 229;
export const MOBILE_BREAKPOINT_PX = 600;
export const MAX_BAGS_PER_CUSTOMER = 2;
export const ADULT_MIN_AGE = 13;
export const CHILD_MAX_AGE = 12;
export const REFERRAL_REWARD_CENTS = 2000;
export const MEMBER_DISCOUNT_PERCENT = 10;
export const SEATS_LEFT_DISPLAY = 4;
export const DOOR_TO_DOOR_PRICE_CENTS = 2000;

/** Our own decision (docs/decisions/): one booking carries at most nine travellers. */
export const MAX_PASSENGERS = 9;

// Input limits, our own (docs/decisions/ "Input limits"): every date and text the API takes is
// bounded, so no request can make the server build, store or scan more than these allow.

/** Trips are sold up to this many days ahead of today (at the origin), as airlines sell. */
export const SALES_WINDOW_DAYS = 330;
/** Schedule tables are shown for dates at most this many days before or after today. */
export const SCHEDULE_WINDOW_DAYS = 730;
/** Longest place name a search may carry in `city_from` / `city_to` (free text). */
export const PLACE_TEXT_MAX = 100;
/** Longest place, airline or airport code a request may carry. */
export const CODE_MAX = 8;
/** Longest booking token (an opaque handle on up to eight legs). */
export const BOOKING_TOKEN_MAX = 4000;
/** Codes at most in a search's airline and connecting-airport filters. */
export const FILTER_CODES_MAX = 20;
/** Longest change between two legs a search may allow, in seconds (24 hours). */
export const LAYOVER_MAX_S = 86_400;
/** Longest whole trip a search may allow, in seconds (48 hours). */
export const TRIP_TIME_MAX_S = 172_800;

/** IATA-style code the product's own ground legs carry as "airline". */
export const LANDLINE_IATA_CODE = 'LL';
/** Operator label of ground legs (reservation system) and of partner flights. */
export const GROUND_OPERATOR = 'VIDECOM';
export const FLIGHT_OPERATOR = 'KIWI';

export const CANADIAN_REDIRECT_CODES = ['YYZ', 'YHM', 'YKF'] as const;
/** Base address of the standalone Canadian booking site (section 4: the browser goes there). */
export const CANADIAN_BOOKING_SITE = 'https://canada.landline.com/';
/** Our own Canadian booking entry, the default of CANADA_BOOKING_URL (decision 266). */
export const CANADA_BOOKING_PATH = '/canada/book';

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
 * docs/decisions/): 2 scheduled coach between stops, 3 ground connection sold with a
 * partner airline, 4 door-to-door.
 */
export const SERVICE_TYPES = { coach: 2, airlinePartner: 3, doorToDoor: 4 } as const;
export type ServiceType = 2 | 3 | 4;

/** The profile's choices (the booking spec's section 3). */
export const GENDERS = [
  { id: 1, label: 'Male' },
  { id: 2, label: 'Female' },
  { id: 3, label: 'Other' },
] as const;

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export const SEAT_PREFERENCES = ['', 'Window', 'Aisle', 'No preference'] as const;

/** Airports a member can choose as home airport (our airports). */
export const PREFERRED_AIRPORTS = ['DEN', 'MSP', 'YYZ', 'PHL', 'ORD', 'FNL', 'DLH', 'YHM', 'YKF', 'YGK'] as const;

/** `service_type` of a flight segment (ground services are SERVICE_TYPES 2–4). */
export const FLIGHT_SERVICE_TYPE = 1;

/** Check-in closes, and booking a departure ends, this many minutes before it leaves (the content spec's section 9). */
export const CHECK_IN_CLOSES_MIN = 15;
/** A trip is cancelled or changed at least this many hours before its first leg (the content spec: the 12-hour cutoff). */
export const CANCEL_CUTOFF_H = 12;
/** Check-in opens this many hours before a departure (ours, decision 216; airlines open at 24 h). */
export const CHECK_IN_OPENS_H = 24;
/** A ticket's state (the booking spec's section 3: "state 2 means canceled"). */
export const TICKET_STATES = { booked: 1, canceled: 2 } as const;
/** A direction's checkin_status (section 3: "2 means check-in open"; 1 and 3 ours). */
export const CHECK_IN_STATUS = { notYet: 1, open: 2, closed: 3 } as const;
/** Guest lookups of a booking (GET tickets/{pnr}/) per client per minute (decision 216). */
export const TRIP_LOOKUPS_PER_MINUTE = 20;
/**
 * Wrong guesses at a booking (a reference with a last name that is not its passengers', or a held
 * booking's reference without its cart) a client may make a minute, on every route together, and
 * a reference may take an hour from all clients together (decision 233).
 */
export const LOOKUP_FAILURES_PER_CLIENT = 20;
export const LOOKUP_FAILURES_PER_REFERENCE = 10;
export const LOOKUP_REFERENCE_WINDOW_MIN = 60;
/**
 * Seats one holder (a client's address; a member's session) may keep in live holds at once: two
 * full parties, so a family retrying or a travel agent with two bookings on the go is never stopped,
 * and a script cannot keep a coach "sold out" (decision 233).
 */
export const HELD_SEATS_PER_HOLDER = 2 * MAX_PASSENGERS;
/** Holds (itinerary calls) a client may make a minute (decision 233). */
export const HOLDS_PER_MINUTE = 10;

/**
 * The onboard Wi-Fi shown on /onboard when ONBOARD_WIFI_NAME / ONBOARD_WIFI_PASSWORD are not set:
 * demo values (decision 229); a real fleet sets its own.
 */
export const ONBOARD_WIFI_DEMO = { name: 'Landline-Onboard', password: 'RideLandline' } as const;

/** Penguin Perks tiers by eligible rides (the booking spec's sections 1 and 9), lowest first. */
export const TIERS = [
  { name: 'Basic', rides: 0 },
  { name: 'Silver', rides: 5 },
  { name: 'Gold', rides: 10 },
  { name: 'Platinum', rides: 15 },
] as const;

/**
 * Operated areas (docs/decisions/198): the area type a ground service's pickup addresses are
 * checked against; the operated_areas query's `service_type` names it (door-to-door, service
 * type 4, is queried as area type 5).
 */
export const AREA_TYPE_BY_SERVICE_TYPE: Partial<Record<ServiceType, number>> = { [SERVICE_TYPES.doorToDoor]: 5 };
/** Our own (decision 197): a lap infant is under 2 on every travel date, as airlines count. */
export const INFANT_MAX_AGE = 1;

/** Fewest and most points one purchase buys (section 5 names MILE_MIN and MILE_MAX; ours, decision 210). */
export const MILE_MIN = 500;
export const MILE_MAX = 50_000;
/** What a bought point costs, in hundredths of a cent: 1.25 cents (decision 210). */
export const POINT_PRICE_HUNDREDTHS_OF_CENT = 125;
/**
 * Points a ride earns for each seated passenger (adults and children), credited when it leaves
 * (ours, decision 213): a ride paid with money; not one paid with points or a promo of 50% off or more.
 */
export const POINTS_PER_RIDE = 100;
/** transaction_type of a Penguin Perks points record: 2 is the spec's "paid with miles"; the others are ours (decision 208). */
export const POINTS_TRANSACTION_TYPES = { earned: 1, paidWithMiles: 2, bought: 3, givenBack: 4 } as const;

// ---- Quote forms (decision 223) ------------------------------------------------------------------

/** The cities corporate service is offered from (the content spec: Fort Collins, Duluth and Fargo). */
export const CORPORATE_CITIES = ['Fort Collins', 'Duluth', 'Fargo', 'Another city'] as const;
/** The largest charter coach seats 56 (the content spec's section 9). */
export const CHARTER_PASSENGERS_MAX = 56;
export const QUOTE_MESSAGE_MAX = 5000;
/** A form sent sooner than this after it was shown was not filled in by a person. */
export const QUOTE_MIN_FILL_MS = 2000;
