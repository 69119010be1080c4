import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ACCOUNT_MESSAGES as A, STAFF_MESSAGES } from '@landline/shared/messages';
import { errorBodySchema } from '@landline/shared/schemas';
import { declarationProblems, declaredRoutes } from '../src/http/route-schemas.js';
import { SECURITY_SCHEMES } from '../src/http/security-schemes.js';
import { API_TAGS } from '../src/openapi/document.js';
import { bookedTrip, daysAhead, registerMember, TEST_NOW, testApp, type TestApp } from './harness.js';
import { apiRoutes, spellings } from './served-routes.js';

// The OpenAPI description of /api/ (decision 271): what a partner airline or a travel agent
// integrates against. It must validate, cover every route the app serves, and say what the calls
// really take and answer: a booking's answers, from search to trip, are checked against it here.

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

/** The properties of a schema, following its $ref into the components. */
const propertiesOf = (schema: JsonSchema | undefined): string[] => {
  const resolved = schema?.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  return Object.keys(resolved?.properties ?? {});
};
const bodyOf = (op: Operation) => op.requestBody?.content['application/json'].schema;
const answerOf = (op: Operation, status = '200') => op.responses[status]?.content?.['application/json']?.schema;

describe('GET /api/openapi.json', () => {
  it('answers the document, public and kept like the other public documents, revalidated by its ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // The same document for everyone, every time: the ETag is the document's.
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).headers.etag).toBe(etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { title: 'Landline API' }, servers: [{ url: 'http://landline.test' }] });
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    // The validator is no rubber stamp: an answer under a status that is no status is refused.
    const broken = structuredClone(doc);
    broken.paths['/api/settings/'].get.responses = { ok: { description: 'OK' } };
    expect((await validate(broken as never)).valid).toBe(false);
  });
});

describe('every route of the API', () => {
  it('has an operation with its method, path, summary, a known tag and each path parameter', () => {
    const served = apiRoutes(t.app);
    expect(served.length).toBeGreaterThan(60);
    const tags = new Set<string>(API_TAGS.map((tag) => tag.name));
    const problems: string[] = [];
    for (const route of served) {
      const [method, path] = route.split(' ');
      const found = spellings(path)
        .map((spelled) => ({ spelled, op: doc.paths[`/api/${spelled}`]?.[method.toLowerCase()] }))
        .find((candidate) => candidate.op);
      if (!found) {
        problems.push(`${route}: no operation`);
        continue;
      }
      const { op, spelled } = found;
      if (!op.summary) problems.push(`${route}: no summary`);
      if (!op.tags?.length || op.tags.some((tag) => !tags.has(tag))) problems.push(`${route}: tags ${op.tags}`);
      const inPath = [...spelled.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path' && p.required).map((p) => p.name);
      if (inPath.join() !== [...declared].sort((a, b) => inPath.indexOf(a) - inPath.indexOf(b)).join())
        problems.push(`${route}: path parameters ${declared}`);
    }
    expect(problems).toEqual([]);
    // And nothing else: the pages, health checks and metrics are not the API's.
    expect(operations().length).toBe(served.length);
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('stops the app from starting when a route leaves its input, summary or tags undeclared', async () => {
    const app = Fastify();
    const registered = app.register(
      async (api) => {
        declaredRoutes(api);
        api.get('/declared/', { schema: { summary: 'Declared', tags: ['content'], noInput: true } }, async () => ({}));
        api.get('/forgotten/:uuid/', async () => ({}));
      },
      { prefix: '/api' },
    );
    await expect(registered).rejects.toThrow(
      'an API route is not declared (decision 271): GET /api/forgotten/:uuid/: no summary; GET /api/forgotten/:uuid/: no tags; ' +
        'GET /api/forgotten/:uuid/: path parameters without a params schema; GET /api/forgotten/:uuid/: no params, querystring or body schema, and no noInput',
    );
    await app.close();

    const route = (schema: object) => declarationProblems({ method: 'PUT', url: '/api/x/', schema });
    // A call that takes nothing says so: neither a schema nor the marker is a route nobody described.
    expect(route({ summary: 'x', tags: ['cart'] })).toEqual(['PUT /api/x/: no params, querystring or body schema, and no noInput']);
    expect(route({ summary: 'x', tags: ['cart'], noInput: true })).toEqual([]);
    expect(route({ summary: 'x', tags: ['cart'], body: errorBodySchema })).toEqual([]);
    expect(route({ summary: 'x', tags: ['cart'], body: errorBodySchema, noInput: true })).toEqual([
      'PUT /api/x/: noInput, yet it declares body',
    ]);
  });
});

describe('what the calls take and answer', () => {
  const op = (method: string, path: string) => {
    const found = doc.paths[path]?.[method];
    if (!found) throw new Error(`no ${method} ${path}`);
    return found;
  };

  it("names the spec's fields of the main calls' inputs", () => {
    const search = op('put', '/api/bookings/reservation/');
    expect(propertiesOf(bodyOf(search))).toEqual(
      expect.arrayContaining(['dep_from', 'dep_to', 'departure_date', 'return_date', 'passengers_adults']),
    );
    const hold = op('put', '/api/bookings/{uuid}/itinerary/');
    expect(propertiesOf(bodyOf(hold))).toEqual(
      expect.arrayContaining([
        'departure_flight',
        'return_flight',
        'passengers_adults',
        'passengers_children',
        'passengers_infants',
        'cart_id',
      ]),
    );
    expect(bodyOf(hold)!.required).toEqual(['departure_flight', 'passengers_adults']);
    const passengers = bodyOf(op('put', '/api/bookings/{uuid}/passengers/'))!;
    expect(propertiesOf(passengers)).toEqual(expect.arrayContaining(['passengers', 'cart_id', 'booking_token']));
    expect(propertiesOf(passengers.properties!.passengers.items)).toEqual(
      expect.arrayContaining(['title', 'first_name', 'last_name', 'date_of_birth', 'passenger_type', 'departure_seats']),
    );
    expect(propertiesOf(bodyOf(op('put', '/api/v2/cart/cart/{cart}/add_item/{productId}/')))).toEqual(['item', 'data']);
    expect(propertiesOf(bodyOf(op('put', '/api/cart/check_out/')))).toEqual(
      expect.arrayContaining(['cart_id', 'payment_data', 'stripe_token']),
    );
    // Queries as parameters, each with its own schema.
    const trips = op('get', '/api/v2/booking/reservations/upcoming/');
    expect(trips.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['query:limit', 'query:offset']);
    // A body with nothing required may be left out.
    expect(op('post', '/api/v2/booking/tickets/{pnr}/cancel/').requestBody!.required).toBe(false);
    expect(hold.requestBody!.required).toBe(true);
  });

  it('names the answers of the main calls, and the error shapes of every call', () => {
    const named = (method: string, path: string) => answerOf(op(method, path))?.$ref?.replace('#/components/schemas/', '');
    expect(named('put', '/api/bookings/reservation/')).toBe('SearchAnswer');
    expect(named('put', '/api/bookings/{uuid}/itinerary/')).toBe('Reservation');
    expect(named('put', '/api/bookings/{uuid}/passengers/')).toBe('Reservation');
    expect(named('get', '/api/cart/get_cart/{uuid}')).toBe('Cart');
    expect(named('get', '/api/v2/booking/tickets/{pnr}/')).toBe('Trip');
    expect(named('get', '/api/seats/{pnr}/{segment}/')).toBe('SeatMap');
    expect(propertiesOf(answerOf(op('put', '/api/cart/check_out/')))).toEqual(
      expect.arrayContaining(['uuid', 'summary', 'booking', 'payment']),
    );
    expect(propertiesOf(doc.components.schemas.Trip)).toEqual(expect.arrayContaining(['pnr', 'departure', 'return']));
    expect(op('get', '/api/v2/booking/tickets/{pnr}/calendar/').responses['200'].content).toHaveProperty('text/calendar');
    expect(op('delete', '/api/refresh_sessions/').responses['204'].content).toBeUndefined();
    for (const { path, method, op: each } of operations()) {
      expect(answerOf(each, '4XX'), `${method} ${path}`).toEqual({ $ref: '#/components/schemas/Refusal' });
      expect(answerOf(each, '503'), `${method} ${path}`).toEqual({ $ref: '#/components/schemas/Unavailable' });
    }
  });

  it('says who may call what, and the members-only calls are those that refuse a request without a session', async () => {
    // The shared operations key is gone (decision 278): the console's calls take a staff session.
    expect(Object.keys(SECURITY_SCHEMES)).not.toContain('operationsKey');
    expect(op('get', '/api/v2/booking/tickets/{pnr}/').security).toEqual([{ memberSession: [] }, { passengerLastName: [] }]);
    expect(op('post', '/api/ops/departures/{trip}/boardings/').security).toEqual([{ staffSession: ['driver', 'dispatcher', 'admin'] }]);
    expect(op('put', '/api/bookings/{uuid}/itinerary/').security).toEqual([{}, { memberSession: [] }]);
    let client = 0;
    const refusedWithoutSession: string[] = [];
    for (const { path, method, op: each } of operations()) {
      // An event stream never ends, so inject would wait for ever: the public streams are asked over HTTP in live.test.ts (decision 283).
      if (each.responses['200']?.content?.['text/event-stream']) continue;
      const url = path.replace(/\{\w+\}/g, 'AB12CD');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, remoteAddress: `10.71.0.${++client}`, payload: {} });
      if (res.statusCode === 401 && res.json().code === 'not_authenticated') refusedWithoutSession.push(`${method} ${path}`);
      // A member's session, or a staff session of the console (decision 276).
      const membersOnly =
        JSON.stringify(each.security) === JSON.stringify([{ memberSession: [] }]) ||
        (each.security?.length === 1 && 'staffSession' in (each.security[0] as object));
      expect(membersOnly, `${method} ${path}: ${res.statusCode}`).toBe(refusedWithoutSession.includes(`${method} ${path}`));
    }
    expect(refusedWithoutSession).toEqual(expect.arrayContaining(['get /api/profile/', 'put /api/buy_loyalty_points/']));
  });
});

describe('the answers of a booking, from search to trip', () => {
  it('are what the document says', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const checked: string[] = [];
    const problems: string[] = [];
    /** The document's path for an address: its static parts win over a parameter, as in the router. */
    const pathOf = (url: string) =>
      Object.keys(doc.paths)
        .filter((path) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`).test(url))
        .sort((a, b) => a.split('{').length - b.split('{').length)[0];
    // Every answer the booking gets is checked against its operation's schema.
    const app = {
      inject: async (options: { method: string; url: string }) => {
        const res = await t.app.inject(options as never);
        const path = pathOf(options.url.split('?')[0]);
        const status = res.statusCode >= 400 && res.statusCode < 500 ? '4XX' : String(res.statusCode);
        const schema = path && answerOf(doc.paths[path][options.method.toLowerCase()], status);
        if (!schema) problems.push(`${options.method} ${options.url}: ${res.statusCode} not in the document`);
        else {
          const check = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
          if (!check(res.json())) problems.push(`${options.method} ${path} ${status}: ${ajv.errorsText(check.errors)}`);
          checked.push(`${options.method} ${path} ${status}`);
        }
        return res;
      },
    } as unknown as TestApp['app'];

    const member = await registerMember(app, 'openapi@example.com');
    const session = { authorization: `JWT ${member.access}` };
    const booked = await bookedTrip(app, { days: 5, returnDays: 8, adults: 2, access: member.access, seated: [0] });
    const get = (url: string, headers: Record<string, string> = session) => app.inject({ method: 'GET', url, headers });
    await get('/api/settings/');
    await get('/api/v2/booking/airports/?search=den');
    await get(`/api/v2/landline/schedule/?from=FTC&to=DEN&start=${daysAhead(1)}&end=${daysAhead(7)}`);
    await get(`/api/v2/booking/reservations/${booked.uuid}/`);
    await get(`/api/v2/booking/tickets/${booked.pnr}/`);
    await get(`/api/v2/booking/tickets/${booked.pnr}/`, { lastname: 'Lovelace' });
    await get('/api/v2/booking/reservations/upcoming/');
    await get(`/api/v2/cart/cart/${booked.cart.uuid}/get_refund_details/?segment=2`);
    await get(`/api/v2/landline/pick_up_details/?reservation=${booked.uuid}`);
    await get('/api/profile/');
    await get('/api/points_records/');
    await app.inject({ method: 'POST', url: `/api/v2/booking/reservations/${booked.uuid}/heartbeat/` } as never);
    // Refusals too: a paid cart is not found; a wrong name is the same 404 as an unknown reference.
    await get(`/api/cart/get_cart/${booked.cart.uuid}`);
    await get(`/api/v2/booking/tickets/${booked.pnr}/`, { lastname: 'Nobody' });

    expect(problems).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining([
        'PUT /api/bookings/reservation/ 200',
        'PUT /api/bookings/{uuid}/itinerary/ 200',
        'PUT /api/bookings/{uuid}/passengers/ 200',
        'GET /api/seats/{pnr}/{segment}/ 200',
        'PUT /api/seats/{pnr}/{segment}/ 200',
        'POST /api/v2/cart/cart/{uuid}/assign_cart_to_user/ 200',
        'PUT /api/cart/check_out/ 200',
        'GET /api/v2/booking/tickets/{pnr}/ 200',
        'GET /api/v2/booking/reservations/upcoming/ 200',
        'GET /api/v2/cart/cart/{uuid}/get_refund_details/ 200',
        'GET /api/cart/get_cart/{uuid} 4XX',
        'GET /api/v2/booking/tickets/{pnr}/ 4XX',
      ]),
    );
  });
});

describe('input refused as before', () => {
  let client = 0;
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: `10.72.0.${++client}` });

  it("asks for the session, the site and the console's session before it reads the input", async () => {
    const profile = await call('PUT', '/api/profile/', { gender: true });
    expect([profile.statusCode, profile.json()]).toEqual([401, { detail: A.notAuthenticated, code: 'not_authenticated' }]);
    const crossSite = await call('POST', '/api/users/', { email: 'not an address' }, { origin: 'https://elsewhere.example' });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([403, { detail: A.crossSite }]);
    const console = await call('POST', '/api/ops/departures/1/boardings/', { token: 1 });
    expect([console.statusCode, console.json()]).toEqual([401, { detail: STAFF_MESSAGES.notSignedIn, code: 'not_authenticated' }]);
  });

  it("answers the spec's validation_error, the path's fields first, with the handler's rules where they need the hold", async () => {
    const cancel = await call('POST', '/api/v2/booking/tickets/AB/cancel/3/', { segment: '1' });
    expect(cancel.statusCode).toBe(400);
    expect(Object.keys(cancel.json().validation_error)).toEqual(['pnr', 'segment']);
    const passengers = await call('PUT', '/api/bookings/00000000-0000-4000-8000-000000000000/passengers/', { passengers: 'x' });
    // The hold is looked for first (by its cart), as before: no hold, no field errors.
    expect(passengers.statusCode).toBe(404);
  });
});

describe('the reference page', () => {
  it('shows the document on a site that is not public', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/api/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // Its scripts are files of this site: the policy of every page allows them, and nothing inline.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const shown = await t.app.inject({ method: 'GET', url: '/dev/api/json' });
    expect(shown.json().paths).toEqual(doc.paths);
  });

  it('is not served on a public site', async () => {
    const site = await testApp(TEST_NOW, { config: { PUBLIC_URL: 'https://landline.example' } });
    try {
      expect((await site.app.inject({ method: 'GET', url: '/dev/api/' })).statusCode).toBe(404);
      expect((await site.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().servers).toEqual([
        { url: 'https://landline.example' },
      ]);
    } finally {
      await site.close();
    }
  });
});
