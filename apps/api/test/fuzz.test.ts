import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import {
  accessTokenSchema,
  addItemSchema,
  assignPreviousCartSchema,
  cancelBodySchema,
  cancelScopeSchema,
  charterQuoteSchema,
  corporateQuoteSchema,
  seatPurchasePaySchema,
  tripsQuerySchema,
  cartPaymentModeSchema,
  cardTokenSchema,
  pointsPurchaseSchema,
  pointsQuoteSchema,
  pointsRecordsQuerySchema,
  checkoutSchema,
  airportQuerySchema,
  checkFlightsRequestSchema,
  clearItemsSchema,
  citiesQuerySchema,
  errorBodySchema,
  isAddressInsideBodySchema,
  itineraryUpdateSchema,
  loginSchema,
  operatedAreasQuerySchema,
  passwordChangeSchema,
  pickupDetailsQuerySchema,
  profileUpdateSchema,
  recoveryRequestSchema,
  recoveryResetSchema,
  refreshSchema,
  registerSchema,
  removeItemSchema,
  scheduleQuerySchema,
  searchRequestSchema,
  searchResponseSchema,
  seatsQuerySchema,
  seatsUpdateSchema,
  subscribeSchema,
} from '@landline/shared/schemas';
import { daysAhead, testApp, type TestApp } from './harness.js';

// Sends thousands of generated bad requests to every endpoint the API serves and checks that
// each is refused in one of the spec's error shapes (section 8): never a 5xx, never a stack
// trace, and no row of any table changed. The generators read the shared request schemas: the
// fields of each body or query and the type each field declares decide which values are wrong.
// Every generated request is wrong by construction (a field of the wrong type, a control
// character or a lone surrogate, an impossible or far date, a missing required field, text
// longer than any limit, malformed JSON, a wrong media type, a polluted prototype...), so every
// one must be refused. FUZZ_RUNS and FUZZ_SEED replay or widen a run.

const RUNS = Number(process.env.FUZZ_RUNS ?? 6000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let access = '';
let token = '';
beforeAll(async () => {
  t = await testApp();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/users/',
    remoteAddress: '192.0.2.1',
    payload: { ...valid.register, email: 'fuzz@example.com' },
  });
  access = accessTokenSchema.parse(registered.json()).access;
  const search = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    remoteAddress: '192.0.2.1',
    payload: valid.search,
  });
  token = searchResponseSchema.parse(search.json()).depart_flights[0].booking_token;
});
afterAll(() => t.close());

// ---- The shared schemas, read as data ----------------------------------------------------

interface Def {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  shape?: Record<string, ZodType>;
  options?: ZodType[];
  element?: ZodType;
  coerce?: boolean;
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a field declares it takes: its JSON types, whether it may be left out, and its object shape. */
interface FieldKind {
  types: Set<'string' | 'number' | 'boolean' | 'array' | 'object' | 'null'>;
  optional: boolean;
  coerced: boolean;
  shape?: Record<string, ZodType>;
}

function kindOf(schema: ZodType, kind: FieldKind = { types: new Set(), optional: false, coerced: false }): FieldKind {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      kind.optional = true;
      return kindOf(def.innerType!, kind);
    case 'nullable':
      kind.types.add('null');
      return kindOf(def.innerType!, kind);
    case 'pipe':
      return kindOf(def.in!, kind);
    case 'union':
      for (const option of def.options!) kindOf(option, kind);
      return kind;
    case 'object':
      kind.types.add('object');
      kind.shape = def.shape;
      return kind;
    case 'array':
    case 'tuple':
      kind.types.add('array');
      return kind;
    case 'number':
      kind.types.add('number');
      kind.coerced ||= Boolean(def.coerce);
      return kind;
    case 'boolean':
      kind.types.add('boolean');
      return kind;
    case 'null':
      kind.types.add('null');
      return kind;
    default:
      // string, enum, literal, email, iso date...: text in JSON.
      kind.types.add('string');
      return kind;
  }
}

/** The fields of an object schema (through its transforms and refinements). */
function shapeOf(schema: ZodType): Record<string, ZodType> {
  const shape = kindOf(schema).shape;
  if (!shape) throw new Error('not an object schema');
  return shape;
}

// ---- Values that are wrong wherever they go ------------------------------------------------

const LONG = 5000; // longer than any text the API takes (the booking token is the longest, 4000)
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\t'];
const SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Text around a control character or a lone surrogate, or too long: wrong in every text field. */
const badText = (surrogates = true) =>
  fc.oneof(
    fc.constantFrom('\u0000', 'a\u0000', 'Den\u0000ver', ...(surrogates ? ['\ud800', 'Den\udfffver', '\udbff\u0000'] : [])),
    fc
      .tuple(
        fc.string({ maxLength: 12, unit: 'grapheme' }),
        fc.constantFrom(...CONTROLS, ...(surrogates ? SURROGATES : [])),
        fc.string({ maxLength: 12 }),
      )
      // Between two letters: trimming never takes it away.
      .map(([a, bad, b]) => `${a}x${bad}x${b}`),
    fc
      .constantFrom('x', 'é', '😀', 'A1')
      .chain((unit) => fc.integer({ min: LONG, max: 60_000 }).map((n) => unit.repeat(Math.ceil(n / unit.length)))),
  );

const BAD_DATES = [
  '2026-11-31',
  '2026-02-29',
  '2027-02-30',
  '2026-13-01',
  '2026-00-10',
  '4000-01-01',
  '9999-12-30',
  '9999-12-31',
  '0000-01-01',
  '+010000-01-01',
  '2026-1-1',
  '1900-01-01',
];

const deep = (depth: number, leaf: unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values of a JSON type a field does not declare, by the schema. */
function wrongTypes(kind: FieldKind): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  if (!kind.types.has('boolean')) out.push(fc.boolean());
  if (!kind.types.has('null')) out.push(fc.constant(null));
  if (!kind.types.has('array'))
    out.push(
      fc.constantFrom([], [0], [1], ['1'], [true], [[]]),
      // An even depth: the outermost value is an array (an odd one is an object, a right type for an object field).
      fc.integer({ min: 25, max: 1500 }).map((n) => deep(2 * n, 1)),
    );
  if (!kind.types.has('object')) out.push(fc.constantFrom({}, { code: 'DEN' }, { 0: 1 }, { valueOf: 1 }));
  if (!kind.types.has('number')) out.push(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
  else out.push(fc.constantFrom(-1, 1.5, -0.5, 1e21, -1e21, 2 ** 53 + 2, 1e308, Number.MIN_VALUE));
  if (!kind.types.has('string')) {
    // A query string's numbers come as text: only text that is not a number is wrong there.
    out.push(kind.coerced ? fc.constantFrom('', ' ', 'one', '1e', '0x', 'NaN', 'Infinity', '1,5', '--1') : fc.string());
  }
  return out;
}

/** A wrong value for a field: of another type, bad text, or (for dates) an impossible or far date. */
function badValue(name: string, schema: ZodType, surrogates = true): fc.Arbitrary<unknown> {
  const kind = kindOf(schema);
  const options: fc.Arbitrary<unknown>[] = [badText(surrogates), ...wrongTypes(kind)];
  if (/date|^start$|^end$/.test(name)) options.push(fc.constantFrom(...BAD_DATES));
  if (kind.shape) {
    // An object field (filters, a place): a wrong value inside it.
    const inner = Object.entries(kind.shape);
    options.push(fc.constantFrom(...inner).chain(([key, field]) => badValue(key, field, surrogates).map((v) => ({ [key]: v }))));
  }
  return fc.oneof(...options);
}

// ---- The endpoints -------------------------------------------------------------------------

type Body = Record<string, unknown>;
type In = 'json' | 'query' | 'form';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  schema?: ZodType;
  in?: In;
  /** A valid input: the bad ones are made from it. */
  example?: () => Body;
  auth?: boolean;
  /** Path segments that are codes or ids (fuzzed too). */
  params?: string[];
  /** Takes no input, so any request is a good one (answers only have to be safe). */
  acceptsAnything?: boolean;
  /** A server-rendered page rather than the JSON API. */
  html?: boolean;
}

const valid = {
  // A token not signed by the server: a mutated quote is refused before anything is kept.
  quote: { form_token: 'AbCdEf.0123.456789', name: 'Dorothy Vaughan', email: 'dorothy@example.com', phone: '+1 218 555 0100', message: '' },
  search: {
    dep_from: { code: 'FTC' },
    dep_to: { code: 'DEN' },
    departure_date: daysAhead(7),
    return_date: daysAhead(9),
    one_way: false,
    passengers_adults: 1,
    passengers_children: 0,
    passengers_infants: 0,
    baggage: 0,
    city_from: 'Fort Collins',
    city_to: 'Denver',
    filters: {
      max_stopovers: 3,
      cabins_class: 'M',
      maxFlightLayover: [3600, 10800],
      maxBusLayover: [3600, 10800],
      total_trip_time_max: 86400,
      airline_filter: [],
      connecting_airports: [],
    },
  },
  register: {
    referal_code: '',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'new.rider@example.com',
    password: 'Shuttle-Rider-7',
    retypePassword: 'Shuttle-Rider-7',
    phone_number: '+1 970 555 0100',
    subscribe_to_newsletter: true,
  },
  profile: {
    title: 'Mr',
    first_name: 'Ada',
    last_name: 'Lovelace',
    gender: 2,
    date_of_birth: '12/10/1985',
    email: 'fuzz@example.com',
    phone_number: '+1 970 555 0100',
    emergency_phone: '',
    known_traveler: 'KTN123',
    seat_preference: 'Window',
    preferred_airport: 'DEN',
  },
};

const ENDPOINTS: Endpoint[] = [
  {
    name: 'search',
    method: 'PUT',
    path: '/api/bookings/reservation/',
    schema: searchRequestSchema,
    in: 'json',
    example: () => valid.search,
  },
  {
    name: 'check flights',
    method: 'POST',
    path: '/api/bookings/check_flights/',
    schema: checkFlightsRequestSchema,
    in: 'json',
    example: () => ({ booking_token: token, pnum: 1, bnum: 0 }),
  },
  { name: 'itinerary', method: 'GET', path: '/api/bookings/:id/itinerary/', params: ['id'] },
  {
    name: 'hold',
    method: 'PUT',
    path: '/api/bookings/:id/itinerary/',
    params: ['id'],
    schema: itineraryUpdateSchema,
    in: 'json',
    example: () => ({ departure_flight: { booking_token: token }, passengers_adults: 1 }),
  },
  { name: 'heartbeat', method: 'POST', path: '/api/v2/booking/reservations/:id/heartbeat/', params: ['id'] },
  { name: 'reservation', method: 'GET', path: '/api/v2/booking/reservations/:id/', params: ['id'] },
  { name: 'cart', method: 'GET', path: '/api/cart/get_cart/:id', params: ['id'] },
  { name: 'seat map', method: 'GET', path: '/api/seats/:pnr/:segment/', params: ['pnr', 'segment'] },
  {
    name: 'held seat map',
    method: 'GET',
    path: '/api/seats/:pnr/:segment/',
    params: ['pnr', 'segment'],
    schema: seatsQuerySchema,
    in: 'query',
    example: () => ({ cart_id: '00000000-0000-4000-8000-000000000000' }),
  },
  {
    name: 'seats',
    method: 'PUT',
    path: '/api/seats/:pnr/:segment/',
    params: ['pnr', 'segment'],
    schema: seatsUpdateSchema,
    in: 'json',
    example: () => ({ passengers: [{ passenger: 0, seats: [{ leg: 0, code: '3A' }] }] }),
  },
  { name: 'products', method: 'GET', path: '/api/v2/cart/products/', acceptsAnything: true },
  {
    name: 'add item',
    method: 'PUT',
    path: '/api/v2/cart/cart/:cart/add_item/:product/',
    params: ['cart', 'product'],
    schema: addItemSchema,
    in: 'json',
    example: () => ({ item: { payment_type: 'regular', quantity: 1 }, data: { baggage_amount: 1 } }),
  },
  {
    name: 'remove item',
    method: 'PUT',
    path: '/api/cart/remove_item_from_cart/',
    schema: removeItemSchema,
    in: 'json',
    example: () => ({ cart_id: '00000000-0000-4000-8000-000000000000', item_id: 1 }),
  },
  {
    name: 'clear items',
    method: 'PUT',
    path: '/api/cart/clear_items/',
    schema: clearItemsSchema,
    in: 'json',
    example: () => ({ cart_id: '00000000-0000-4000-8000-000000000000' }),
  },
  { name: 'assign cart', method: 'POST', path: '/api/v2/cart/cart/:id/assign_cart_to_user/', params: ['id'], auth: true },
  {
    name: 'check out',
    method: 'PUT',
    path: '/api/cart/check_out/',
    schema: checkoutSchema,
    in: 'json',
    example: () => ({
      cart_id: '00000000-0000-4000-8000-000000000000',
      payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
      stripe_token: 'tok_visa',
    }),
  },
  {
    name: 'payment type',
    method: 'PUT',
    path: '/api/v2/cart/cart/:id/payment_type/',
    params: ['id'],
    schema: cartPaymentModeSchema,
    in: 'json',
    example: () => ({ payment_type: 'loyalty_points' }),
  },
  {
    name: 'points records',
    method: 'GET',
    path: '/api/points_records/',
    schema: pointsRecordsQuerySchema,
    in: 'query',
    auth: true,
    example: () => ({ limit: '10', offset: '0' }),
  },
  {
    name: 'points price',
    method: 'POST',
    path: '/api/buy_loyalty_points/',
    schema: pointsQuoteSchema,
    in: 'json',
    auth: true,
    example: () => ({ points_amount: 1000 }),
  },
  {
    name: 'buy points',
    method: 'PUT',
    path: '/api/buy_loyalty_points/',
    schema: pointsPurchaseSchema,
    in: 'json',
    auth: true,
    example: () => ({ points_amount: 1000, stripe_token: 'tok_chargeDeclined' }),
  },
  {
    name: 'sandbox card token',
    method: 'POST',
    path: '/api/v2/payments/sandbox/tokens/',
    schema: cardTokenSchema,
    in: 'json',
    example: () => ({ number: '4242424242424242', exp_month: '12', exp_year: '2030', cvc: '123' }),
  },
  {
    name: 'pickup details list',
    method: 'GET',
    path: '/api/v2/landline/pick_up_details/',
    schema: pickupDetailsQuerySchema,
    in: 'query',
    example: () => ({ reservation: '00000000-0000-4000-8000-000000000000' }),
  },
  {
    name: 'pickup details',
    method: 'GET',
    path: '/api/v2/landline/pick_up_details/:id/',
    params: ['id'],
    schema: pickupDetailsQuerySchema,
    in: 'query',
    example: () => ({ reservation: '00000000-0000-4000-8000-000000000000' }),
  },
  {
    name: 'operated areas',
    method: 'GET',
    path: '/api/v2/landline/operated_areas/',
    schema: operatedAreasQuerySchema,
    in: 'query',
    example: () => ({ service_type: '5', is_active: 'true' }),
  },
  {
    name: 'address inside',
    method: 'POST',
    path: '/api/v2/landline/operated_areas/:id/is_address_inside/',
    params: ['id'],
    schema: isAddressInsideBodySchema,
    in: 'json',
    example: () => ({ address: { city: 'Mankato', first_address_line: '1 Main St', state: 'MN', zip_code: '56001' } }),
  },
  {
    name: 'airports',
    method: 'GET',
    path: '/api/v2/booking/airports/',
    schema: airportQuerySchema,
    in: 'query',
    example: () => ({ search: 'den', direction: 'to', from: 'FTC', all_airports: 'true', limit: '20' }),
  },
  {
    name: 'cities',
    method: 'GET',
    path: '/api/v2/landline/cities/',
    schema: citiesQuerySchema,
    in: 'query',
    example: () => ({ limit: '1000', airport: 'DEN' }),
  },
  {
    name: 'schedule',
    method: 'GET',
    path: '/api/v2/landline/schedule/',
    schema: scheduleQuerySchema,
    in: 'query',
    example: () => ({ from: 'FTC', to: 'DEN', start: daysAhead(0), end: daysAhead(6) }),
  },
  { name: 'settings', method: 'GET', path: '/api/settings/', acceptsAnything: true },
  { name: 'register', method: 'POST', path: '/api/users/', schema: registerSchema, in: 'json', example: () => valid.register },
  {
    name: 'login',
    method: 'POST',
    path: '/api/sessions/',
    schema: loginSchema,
    in: 'json',
    example: () => ({ email: 'fuzz@example.com', password: 'Shuttle-Rider-7' }),
  },
  { name: 'refresh', method: 'POST', path: '/api/refresh_sessions/', schema: refreshSchema, in: 'json', example: () => ({ refresh: 'x' }) },
  {
    name: 'logout',
    method: 'DELETE',
    path: '/api/refresh_sessions/',
    schema: refreshSchema,
    in: 'json',
    example: () => ({ refresh: 'x' }),
  },
  { name: 'profile', method: 'GET', path: '/api/profile/', auth: true },
  {
    name: 'profile update',
    method: 'PUT',
    path: '/api/profile/',
    schema: profileUpdateSchema,
    in: 'json',
    example: () => valid.profile,
    auth: true,
  },
  {
    name: 'password change',
    method: 'PUT',
    path: '/api/v2/accounts/password/change/',
    schema: passwordChangeSchema,
    in: 'json',
    example: () => ({ current_password: 'Shuttle-Rider-7', new_password: 'Coach-Window-Seat-9', repeated_password: 'Coach-Window-Seat-9' }),
    auth: true,
  },
  { name: 'activation', method: 'PUT', path: '/api/activations/:code/', params: ['code'] },
  { name: 'activation with referral', method: 'PUT', path: '/api/activations/:code/:referral/', params: ['code', 'referral'] },
  {
    name: 'recovery',
    method: 'POST',
    path: '/api/recoveries/',
    schema: recoveryRequestSchema,
    in: 'json',
    example: () => ({ email: 'fuzz@example.com', is_back_office: false, reset_password_url: 'https://landline.test/password/reset' }),
  },
  { name: 'recovery check', method: 'GET', path: '/api/recoveries/:code/', params: ['code'] },
  {
    name: 'recovery reset',
    method: 'PUT',
    path: '/api/recoveries/:code/',
    params: ['code'],
    schema: recoveryResetSchema,
    in: 'json',
    example: () => ({ code: 'x', new_password: 'Coach-Window-Seat-9', repeated_password: 'Coach-Window-Seat-9' }),
  },
  { name: 'referrals', method: 'GET', path: '/api/referrals_url/', auth: true },
  {
    name: 'subscribe',
    method: 'POST',
    path: '/api/subscribe/',
    schema: subscribeSchema,
    in: 'json',
    example: () => ({ audience_id: 'landline', email: 'fuzz@example.com' }),
  },
  {
    name: 'subscribe (form)',
    method: 'POST',
    path: '/api/subscribe/',
    schema: subscribeSchema,
    in: 'form',
    example: () => ({ audience_id: 'landline', email: 'fuzz@example.com' }),
  },
  { name: 'newsletter confirm', method: 'GET', path: '/newsletter/confirm/:token', params: ['token'], html: true },
  {
    name: 'newsletter unsubscribe page',
    method: 'GET',
    path: '/newsletter/unsubscribe/:token',
    params: ['token'],
    html: true,
    acceptsAnything: true,
  },
  { name: 'newsletter unsubscribe', method: 'POST', path: '/newsletter/unsubscribe/:token', params: ['token'], html: true },
  {
    name: 'upcoming trips',
    method: 'GET',
    path: '/api/v2/booking/reservations/upcoming/',
    schema: tripsQuerySchema,
    in: 'query',
    auth: true,
    example: () => ({ limit: '10', offset: '0' }),
  },
  {
    name: 'past trips',
    method: 'GET',
    path: '/api/v2/booking/reservations/past/',
    schema: tripsQuerySchema,
    in: 'query',
    auth: true,
    example: () => ({ limit: '10', offset: '0' }),
  },
  { name: 'trip lookup', method: 'GET', path: '/api/v2/booking/tickets/:pnr/', params: ['pnr'] },
  {
    name: 'refund details',
    method: 'GET',
    path: '/api/v2/cart/cart/:id/get_refund_details/',
    params: ['id'],
    schema: cancelScopeSchema,
    in: 'query',
    example: () => ({ segment: '1', passengers: '0' }),
  },
  {
    name: 'cancel',
    method: 'POST',
    path: '/api/v2/booking/tickets/:pnr/cancel/',
    params: ['pnr'],
    schema: cancelBodySchema,
    in: 'json',
    example: () => ({ passengers: [0] }),
  },
  { name: 'cancel a leg', method: 'POST', path: '/api/v2/booking/tickets/:pnr/cancel/:segment/', params: ['pnr', 'segment'] },
  {
    name: 'edit trip',
    method: 'POST',
    path: '/api/v2/cart/cart/:id/assign_previous_cart/',
    params: ['id'],
    schema: assignPreviousCartSchema,
    in: 'json',
    example: () => ({ booking_reference: 'ABC234', segment: 1 }),
  },
  { name: 'seat purchase', method: 'GET', path: '/api/v2/booking/seat_purchases/:id/', params: ['id'] },
  {
    name: 'pay a seat purchase',
    method: 'PUT',
    path: '/api/v2/booking/seat_purchases/:id/',
    params: ['id'],
    schema: seatPurchasePaySchema,
    in: 'json',
    example: () => ({ payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' }, stripe_token: 'tok_visa' }),
  },
  { name: 'quote form', method: 'GET', path: '/api/v2/quotes/form/', acceptsAnything: true },
  {
    name: 'corporate quote',
    method: 'POST',
    path: '/api/v2/quotes/corporate/',
    schema: corporateQuoteSchema,
    in: 'json',
    example: () => ({ ...valid.quote, company: 'Northern Lakes Clinic', city: 'Duluth', travelers_per_month: 12 }),
  },
  {
    name: 'charter quote',
    method: 'POST',
    path: '/api/v2/quotes/charter/',
    schema: charterQuoteSchema,
    in: 'json',
    example: () => ({ ...valid.quote, trip_date: daysAhead(30), from: 'Fort Collins', to: 'Denver', passengers: 40, round_trip: true }),
  },
];

// ---- Requests ----------------------------------------------------------------------------

interface FuzzRequest {
  endpoint: Endpoint;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Form and query encoding; a lone surrogate cannot be percent-encoded, so it is left out there. */
const encodeValue = (v: unknown) =>
  encodeURIComponent(String(typeof v === 'object' && v !== null ? JSON.stringify(v) : v).replace(LONE_SURROGATE, ''));
const encodeForm = (body: Body) =>
  Object.entries(body)
    .flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => `${encodeURIComponent(k)}=${encodeValue(x)}`) : [`${encodeURIComponent(k)}=${encodeValue(v)}`],
    )
    .join('&');

/** A valid path: every parameter a plausible code. */
const pathWith = (endpoint: Endpoint, values: Record<string, string> = {}) =>
  endpoint.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'AbCdEf0123456789AbCdEf0123456789');

/** A body or query with one to three fields given bad values (in form or query, bad text only). */
function mutated(endpoint: Endpoint): fc.Arbitrary<Body> {
  const shape = shapeOf(endpoint.schema!);
  const textual = endpoint.in !== 'json';
  const keys = Object.keys(shape);
  const field = fc
    .constantFrom(...keys)
    .chain((key) => (textual ? badText(false) : badValue(key, shape[key])).map((value) => [key, value] as const));
  const required = keys.filter((k) => !kindOf(shape[k]).optional);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(field, { minLength: 1, maxLength: 3 })
        .map((fields) => ({ ...endpoint.example!(), ...Object.fromEntries(fields) })),
    },
    {
      weight: required.length ? 1 : 0,
      arbitrary: fc.constantFrom(...(required.length ? required : keys)).map((key) => {
        const body = { ...endpoint.example!() };
        delete body[key];
        return body;
      }),
    },
  );
}

const JUNK_JSON = [
  '{',
  '{"a":',
  '[1,,2]',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":01}',
  '"\\x00"',
  '\u0000',
  '{"a":"\\ud800"',
  ")]}'",
  '{"a":1}{"b":2}',
];

/** JSON that is not an object of the endpoint's shape, broken JSON, or a polluted prototype. */
function badJsonText(endpoint: Endpoint): fc.Arbitrary<string> {
  const example = () => JSON.stringify(endpoint.example!());
  return fc.oneof(
    fc.constantFrom('[]', '[{}]', '"text"', '0', '-1', 'true', 'false', '1e400', JSON.stringify(deep(2000, {}))),
    fc.constantFrom(...JUNK_JSON),
    fc.string({ maxLength: 40 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    }),
    fc
      .constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}')
      .map((poison) => `${example().slice(0, -1)},${poison.slice(1)}`),
    fc.constantFrom('__proto__', 'constructor').map((key) => `{"${key}":{"prototype":{"polluted":true}},${example().slice(1)}`),
  );
}

const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'text/html',
];

function requests(endpoint: Endpoint): fc.Arbitrary<FuzzRequest>[] {
  const out: fc.Arbitrary<FuzzRequest>[] = [];
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    ...(endpoint.auth ? { authorization: `JWT ${access}` } : {}),
    ...extra,
  });
  const schema = endpoint.schema;
  if (schema && endpoint.in === 'json') {
    out.push(
      mutated(endpoint).map((body) => ({
        endpoint,
        url: pathWith(endpoint),
        headers: headers({ 'content-type': 'application/json' }),
        payload: JSON.stringify(body),
      })),
      badJsonText(endpoint).map((payload) => ({
        endpoint,
        url: pathWith(endpoint),
        headers: headers({ 'content-type': 'application/json' }),
        payload,
      })),
      fc
        .tuple(
          fc.constantFrom(...WRONG_TYPES),
          fc.oneof(
            fc.string(),
            mutated(endpoint).map((b) => JSON.stringify(b)),
          ),
        )
        .map(([type, payload]) => ({ endpoint, url: pathWith(endpoint), headers: headers({ 'content-type': type }), payload })),
      mutated(endpoint).map((body) => ({
        endpoint,
        url: pathWith(endpoint),
        headers: headers({ 'content-type': 'application/json' }),
        // Over the body limit.
        payload: JSON.stringify({ ...body, padding: 'x'.repeat(300 * 1024) }),
      })),
    );
  }
  if (schema && endpoint.in === 'form') {
    out.push(
      mutated(endpoint).map((body) => ({
        endpoint,
        url: pathWith(endpoint),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: encodeForm(body),
      })),
    );
  }
  if (schema && endpoint.in === 'query') {
    out.push(mutated(endpoint).map((query) => ({ endpoint, url: `${pathWith(endpoint)}?${encodeForm(query)}`, headers: headers() })));
    // Bad numbers and enums as text, and a field given twice (an array).
    const shape = shapeOf(schema);
    out.push(
      fc
        .constantFrom(...Object.keys(shape))
        .chain((key) =>
          fc
            .oneof(
              wrongTypes(kindOf(shape[key])).length && kindOf(shape[key]).coerced
                ? fc.constantFrom('', 'one', '-1', '1.5', '1e400', 'NaN')
                : fc.constantFrom('\u0000'),
              fc.constant(null),
            )
            .map((v) => [key, v] as const),
        )
        .map(([key, v]) => {
          const query = endpoint.example!();
          const given = query[key] ?? 'X';
          const twice = v === null ? encodeForm({ ...query, [key]: [given, given] }) : encodeForm({ ...query, [key]: v });
          return { endpoint, url: `${pathWith(endpoint)}?${twice}`, headers: headers() };
        }),
    );
  }
  if (endpoint.params) {
    const code = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      badText(false),
      fc.constantFrom('..', '%', '%00', '%ZZ', '%ED%A0%80', '00000000-0000-0000-0000-000000000000', 'null', 'undefined', '__proto__'),
    );
    out.push(
      fc.tuple(...endpoint.params.map(() => code)).map((values) => {
        const encoded = Object.fromEntries(
          endpoint.params!.map((name, i) => {
            const v = values[i];
            return [name, /^%|^\.\.$/.test(v) ? v : encodeValue(v) || 'x'];
          }),
        );
        const body = schema ? JSON.stringify(endpoint.example!()) : undefined;
        return {
          endpoint,
          url: pathWith(endpoint, encoded),
          headers: headers(body ? { 'content-type': 'application/json' } : {}),
          payload: body,
        };
      }),
    );
  }
  if (endpoint.auth) {
    out.push(
      fc
        .oneof(
          fc.string(),
          fc.constantFrom('JWT', 'JWT ', 'Bearer', `JWT ${'x'.repeat(9000)}`, 'JWT a.b.c', 'JWT eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
        )
        .map((authorization) => ({
          endpoint,
          url: pathWith(endpoint),
          headers: { authorization: authorization.replace(/[^\t\x20-\x7e]/g, '?') },
        })),
    );
  }
  if (endpoint.acceptsAnything && !endpoint.params) {
    out.push(fc.string().map((q) => ({ endpoint, url: `${endpoint.path}?${encodeValue(q)}=${encodeValue(q)}`, headers: {} })));
  }
  return out;
}

/** Tokens of an itinerary with an impossible or far date, or not ours at all. */
const badTokens = (): fc.Arbitrary<FuzzRequest> => {
  const endpoint = ENDPOINTS.find((e) => e.name === 'check flights')!;
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
  return fc
    .oneof(
      fc
        .tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom(...BAD_DATES), fc.nat(3), fc.nat(3))
        .map(([run, date, board, alight]) => encode({ v: 1, w: 1, c: 'M', l: [['g', run, date, board, board + alight + 1]] })),
      fc
        .tuple(
          fc.constantFrom('UA123', 'AA1', 'DL9999'),
          fc.constantFrom(...BAD_DATES),
          fc.constantFrom('DEN', 'ORD', 'MSP'),
          fc.constantFrom('ORD', 'PHL', 'LAX'),
        )
        .map(([number, date, from, to]) => encode({ v: 1, w: 1, c: 'M', l: [['f', number, date, from, to, 10000]] })),
      fc.constantFrom(...BAD_DATES).map((date) => {
        const legs = JSON.parse(Buffer.from(token, 'base64url').toString()) as { l: unknown[][] };
        return encode({ ...legs, l: legs.l.map((leg) => leg.map((x, i) => (i === 2 ? date : x))) });
      }),
      fc.string({ maxLength: 60 }),
    )
    .map((booking_token) => ({
      endpoint,
      url: endpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ booking_token, pnum: 1 }),
    }));
};

// ---- The oracle ----------------------------------------------------------------------------

/** Every table's row count and a digest of its rows. */
async function fingerprint(): Promise<Record<string, string>> {
  // The searches answered so far are written first (on the embedded database, after their answers: decision 317).
  await t.search.settle();
  const tables = await t.database.db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [row] = rowsOf<{ n: number; digest: string | null }>(
      await t.database.db.execute(
        sql.raw(`SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM "${name}" r`),
      ),
    );
    out[name] = `${row.n} ${row.digest ?? ''}`;
  }
  return out;
}
const rowsOf = <R>(result: unknown): R[] => (Array.isArray(result) ? result : (result as { rows: R[] }).rows);

const STACK = /\n\s+at |\bat [\w.$<>]+ \(|node_modules|\/work\/|\.[cm]?[jt]s:\d+/;

/** What is wrong with an answer to a bad request, or null. */
function problem(endpoint: Endpoint, status: number, type: string, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (STACK.test(body)) return 'shows a stack trace or a file path';
  if (endpoint.html) return null;
  if (!endpoint.acceptsAnything && status < 400) return `accepted a bad request (${status})`;
  if (status < 400) return null;
  if (!type.startsWith('application/json')) return `answered ${status} as ${type || 'no type'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (!errorBodySchema.safeParse(parsed).success) return `answered ${status} outside the spec's error shapes`;
  return null;
}

describe('the shared request schemas', () => {
  it('bound every text field, nested ones and list items included', () => {
    const huge = 'a'.repeat(100_000);
    const unbounded: string[] = [];
    const attempts = (kind: FieldKind): unknown[] => [
      ...(kind.types.has('string') ? [huge] : []),
      ...(kind.types.has('array') ? [[huge]] : []),
      ...Object.entries(kind.shape ?? {}).flatMap(([inner, field]) => attempts(kindOf(field)).map((v) => ({ [inner]: v }))),
    ];
    for (const endpoint of ENDPOINTS) {
      if (!endpoint.schema) continue;
      for (const [key, field] of Object.entries(shapeOf(endpoint.schema))) {
        for (const value of attempts(kindOf(field))) {
          if (endpoint.schema.safeParse({ ...endpoint.example!(), [key]: value }).success) {
            unbounded.push(`${endpoint.name}: ${key} ${JSON.stringify(value).slice(0, 40)}`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('fuzz: bad requests to every endpoint', () => {
  it(`refuses ${RUNS} generated bad requests safely and changes no row`, { timeout: 180_000 }, async () => {
    for (const e of ENDPOINTS) if (e.schema) expect(e.schema.safeParse(e.example!()).success, `${e.name} example`).toBe(true);
    const arbitrary = fc.oneof(...ENDPOINTS.flatMap(requests), badTokens());
    const generated = fc.sample(arbitrary, { numRuns: RUNS, seed: SEED });

    const before = await fingerprint();
    const failures = new Map<string, { count: number; example: string }>();
    const perEndpoint = new Map<string, number>();
    const started = Date.now();
    let sent = 0;
    for (const [i, request] of generated.entries()) {
      const res = await t.app.inject({
        method: request.endpoint.method,
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        // Each from its own address, so the per-IP limits never stand in for validation.
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      });
      sent++;
      perEndpoint.set(request.endpoint.name, (perEndpoint.get(request.endpoint.name) ?? 0) + 1);
      const wrong = problem(request.endpoint, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (wrong) {
        const key = `${request.endpoint.method} ${request.endpoint.path}: ${wrong}`;
        const seen = failures.get(key);
        if (seen) seen.count++;
        else
          failures.set(key, {
            count: 1,
            example: `${request.url.slice(0, 160)} ${JSON.stringify(request.headers['content-type'] ?? '')} ${JSON.stringify(request.payload?.slice(0, 300) ?? '')} → ${res.body.slice(0, 200)}`,
          });
      }
    }
    const after = await fingerprint();
    const ms = Date.now() - started;
    console.log(
      `fuzz: ${sent} bad requests to ${perEndpoint.size} endpoints in ${ms} ms (seed ${SEED}); ` +
        `${[...failures.values()].reduce((n, f) => n + f.count, 0)} answered wrongly`,
    );
    const report = [...failures].map(([key, f]) => `${key} (×${f.count})\n    e.g. ${f.example}`).join('\n');
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(perEndpoint.size).toBe(ENDPOINTS.length);
    expect(report, report).toBe('');
    expect(after, 'rows changed by refused requests').toEqual(before);
  });
});
