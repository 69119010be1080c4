// The OpenAPI description of /api/ (decision 271): @fastify/swagger collects the routes as they
// are registered, and fastify-type-provider-zod writes each route's zod schemas as JSON Schema
// (OpenAPI 3.1 is JSON Schema 2020-12, zod's own target). Written once, at the first request.
import type { FastifyInstance } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES } from '../http/security-schemes.js';
import { nameComponents, refusal, unavailable } from './components.js';

const OPENAPI_VERSION = '3.1.0';

/** The features' tags, in the order a reader meets them while booking; every operation has one. */
export const API_TAGS = [
  { name: 'search', description: 'Itineraries between two places: our rides, alone or joined to partner flights.' },
  { name: 'bookings', description: "Holding an itinerary's seats, its passengers, and the hold kept alive while the traveller books." },
  { name: 'seats', description: 'Seat maps of a hold or of a booked trip, and premium seats bought for a booked trip.' },
  { name: 'cart', description: 'What a held booking will cost: its products, extras, vouchers, store credit and how it is paid.' },
  { name: 'payments', description: 'Paying a cart by card (the sandbox or Stripe), with points or store credit.' },
  { name: 'pickup', description: 'The addresses and flight of a door-to-door ride.' },
  { name: 'trips', description: "A member's trips, and a booked trip by its reference." },
  { name: 'check-in', description: 'Checking in, boarding passes, and the partner flights to check in with the airline.' },
  { name: 'cancellation', description: 'What cancelling gives back, and cancelling a trip or part of it.' },
  { name: 'edits', description: 'A new trip replacing (part of) a booked one.' },
  { name: 'accounts', description: 'Members: registration, sessions, profile, passwords, referrals.' },
  { name: 'loyalty', description: 'Penguin Perks points: their log, and buying points.' },
  { name: 'places', description: 'Airports, towns and what a search from a place reaches.' },
  { name: 'schedules', description: 'Published timetables between two places.' },
  { name: 'areas', description: 'The operated areas of door-to-door rides, and whether an address is inside one.' },
  { name: 'content', description: "The site's settings and the content of its pages." },
  { name: 'quotes', description: 'Corporate and charter quote requests.' },
  { name: 'newsletter', description: 'Subscribing to the newsletter (double opt-in).' },
  {
    name: 'operations: staff',
    description:
      "The operations console's sign-in (password and authenticator), set-up links, staff accounts and the audit log. Each call names the staff roles it is for.",
  },
  {
    name: 'operations: bookings',
    description:
      "An agent's bookings: find any booking, see it with its contact and mail, resend its confirmation, cancel it for a caller.",
  },
  {
    name: 'operations: departures',
    description:
      "A day's departures with their seat figures, a departure's manifest (as JSON and as a PDF) and its drivers. A driver sees only the departures assigned to them.",
  },
  {
    name: 'operations: disruptions',
    description:
      "A departure's new time, vehicle or cancellation, and what each booking on it chose (rebooked, refunded, kept), with staff choosing for a traveller.",
  },
  {
    name: 'operations: connection guarantee',
    description:
      'What the connection guarantee could not fix by itself (no later coach with seats, a cancelled flight, a coach late for the check-in), and an agent settling it.',
  },
  {
    name: 'development: flight-status sandbox',
    description:
      'Only where the flight-status sandbox answers and the site is not public: tell it a flight is late or cancelled, as an airline would, and read what it answers.',
  },
  {
    name: 'operations: boarding',
    description:
      "The driver's boarding screen: a scanned pass or a typed reference at a departure, each scan with an id made on the device.",
  },
  {
    name: 'operations: commerce',
    description: "Vouchers and their uses, the site's feature flags and settings, the sales report and its CSV: for administrators.",
  },
  {
    name: 'operations: live',
    description: "The driver's phone sharing where the coach is while its departure runs (a driver: on the departures assigned to them).",
  },
  { name: 'disruptions', description: "A disrupted ride's personal link: the next departure or a full refund." },
  {
    name: 'live',
    description:
      'Where the running coaches are and when they reach each stop, as JSON and as Server-Sent Events. The same as GTFS-Realtime: /gtfs-rt/vehicle-positions.pb and /gtfs-rt/trip-updates.pb (?format=json).',
  },
  { name: 'document', description: 'This description.' },
] as const;

const DESCRIPTIONS: Record<string, string> = { '200': 'OK', '201': 'Created', '204': 'Done; no content' };

/**
 * Each /api/ route as an operation (every other route is hidden: pages, health, metrics), with
 * the refusals every call may answer.
 */
function transform(zodToJson: SwaggerTransform): SwaggerTransform {
  return (document) => {
    if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
    const { noInput: _marker, ...schema } = document.schema ?? {};
    const response = { ...(schema.response as Record<string, unknown> | undefined), '4xx': refusal, 503: unavailable };
    return zodToJson({ ...document, schema: { ...schema, response } });
  };
}

/** Every `$ref` in a part of the document. */
function refsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child.replace('#/components/schemas/', ''));
      else refsIn(child, into);
    }
  }
  return into;
}

/**
 * The document as a reader wants it: the components the operations use (the registry names each
 * schema twice, as an input and as an answer; only one of them is used), and responses that say
 * what they are rather than "Default Response".
 */
function finish(withComponents: SwaggerTransformObject): SwaggerTransformObject {
  return (input) => {
    const document = withComponents(input) as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas?: Record<string, unknown> };
    };
    for (const operation of Object.values(document.paths).flatMap((path) => Object.values(path))) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (answer.description === 'Default Response') answer.description = DESCRIPTIONS[status] ?? 'OK';
      }
      // A body whose fields are all optional may be left out (the cancellation's, the refresh's).
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (operation.requestBody && body && !('$ref' in body) && !body.required?.length) operation.requestBody.required = false;
    }
    const schemas = document.components.schemas ?? {};
    const used = refsIn(document.paths);
    for (let size = 0; size !== used.size;) {
      size = used.size;
      for (const name of [...used]) refsIn(schemas[name], used);
    }
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
    return document as unknown as ReturnType<SwaggerTransformObject>;
  };
}

interface Operation {
  responses?: Record<string, { description: string }>;
  requestBody?: { required: boolean; content?: Record<string, { schema?: { required?: string[]; $ref?: string } }> };
}

/**
 * Registers the collector on the root app, before any route: it sees every route and keeps
 * those under /api/. `app.swagger()` then gives the document (openapi/routes.ts serves it).
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string; version: string }): Promise<void> {
  nameComponents();
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Landline API',
        version: options.version,
        description:
          'The calls of the Landline booking site: search, hold, passengers, cart, payment, trips and what follows. ' +
          "Every input is checked by the schema shown here and refused in the booking spec's error shapes (section 8). " +
          'Identifiers of a booking are keys only as docs/security.md says ("Identifiers and what they open").',
      },
      servers: [{ url: options.publicUrl }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: { securitySchemes: structuredClone(SECURITY_SCHEMES) as never },
    },
    transform: transform(createJsonSchemaTransform({})),
    transformObject: finish(createJsonSchemaTransformObject({})),
  });
}
