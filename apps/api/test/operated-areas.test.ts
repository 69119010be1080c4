import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@landline/shared/messages';
import { errorBodySchema, isAddressInsideSchema, operatedAreaSchema, type OperatedArea } from '@landline/shared/schemas';
import { locateOffline, placeOffline, type Locate } from '../src/areas/geocode.js';
import { OPERATED_AREAS, seedOperatedAreas } from '../src/areas/seed.js';
import { isInsideArea, isServedAddress, pointInArea } from '../src/areas/service.js';
import { operatedAreas } from '../src/db/schema.js';
import { testApp, type TestApp } from './harness.js';

// the booking spec's sections 5 and 7, docs/decisions/198: door-to-door (service type 4) picks up in
// Mankato and North Mankato; an address is inside when its ZIP's (or town's) point is.

let t: TestApp;
let closedId: number;
beforeAll(async () => {
  t = await testApp();
  // An area no longer served: listed only when inactive areas are asked for, and containing nothing.
  const [closed] = await t.database.db
    .insert(operatedAreas)
    .values({ ...OPERATED_AREAS[0], name: 'Mankato (closed)', isActive: false })
    .returning({ id: operatedAreas.id });
  closedId = closed.id;
});
afterAll(() => t.close());

async function list(query: string): Promise<OperatedArea[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/landline/operated_areas/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return operatedAreaSchema.array().parse(res.json());
}

async function areaId(city: string): Promise<number> {
  const [area] = await list(`is_active=true&service_type=5&city=${encodeURIComponent(city)}`);
  return area.id;
}

function inside(id: number | string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/v2/landline/operated_areas/${id}/is_address_inside/`, payload: payload as object });
}

/** The answer for an address in the area of that town. */
async function insideOf(city: string, address: Record<string, string>): Promise<boolean> {
  const res = await inside(await areaId(city), { address: { first_address_line: '1 Main St', ...address } });
  expect(res.statusCode, res.body).toBe(200);
  return isAddressInsideSchema.parse(res.json()).is_address_inside;
}

const MANKATO = { first_address_line: '1850 Adams St', city: 'Mankato', state: 'MN', zip_code: '56001' };
const NORTH_MANKATO = { first_address_line: '1920 Lee Blvd', city: 'North Mankato', state: 'MN', zip_code: '56003' };
const MINNEAPOLIS = { first_address_line: '300 Nicollet Mall', city: 'Minneapolis', state: 'MN', zip_code: '55401' };
const DULUTH = { first_address_line: '411 W 1st St', city: 'Duluth', state: 'MN', zip_code: '55802' };

describe('GET v2/landline/operated_areas/', () => {
  it('lists the door-to-door areas when asked for area type 5, as the spec’s client asks for service type 4', async () => {
    const areas = await list('is_active=true&service_type=5');
    expect(areas.map((a) => a.city)).toEqual(['Mankato', 'North Mankato']);
    for (const area of areas) {
      expect(area).toMatchObject({ service_type: 4, area_type: 5, is_active: true });
      expect(area.polygon.type).toBe('Polygon');
    }
    // The parameter names an area type: no area has type 4, nor 2 (coaches stop at stops).
    expect(await list('service_type=4')).toEqual([]);
    expect(await list('service_type=2')).toEqual([]);
  });

  it('filters by city, whatever the case, on the whole name', async () => {
    expect((await list('service_type=5&city=north%20mankato&is_active=true')).map((a) => a.city)).toEqual(['North Mankato']);
    expect((await list('service_type=5&city=%20MANKATO%20&is_active=true')).map((a) => a.city)).toEqual(['Mankato']);
    expect(await list('city=Mank')).toEqual([]);
    expect(await list('city=Duluth')).toEqual([]);
  });

  it('applies is_active only when given', async () => {
    expect((await list('')).map((a) => a.name)).toEqual(['Mankato', 'North Mankato', 'Mankato (closed)']);
    expect((await list('is_active=false')).map((a) => a.id)).toEqual([closedId]);
    expect((await list('is_active=1')).map((a) => a.name)).toEqual(['Mankato', 'North Mankato']);
  });

  it('answers a query it cannot read with field errors', async () => {
    for (const [query, field] of [
      ['is_active=maybe', 'is_active'],
      ['service_type=five', 'service_type'],
      ['service_type=5.5', 'service_type'],
      [`city=${'x'.repeat(61)}`, 'city'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v2/landline/operated_areas/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().validation_error), query).toEqual([field]);
    }
  });
});

describe('POST v2/landline/operated_areas/{id}/is_address_inside/', () => {
  it('places a Mankato address in Mankato’s area and a North Mankato one in North Mankato’s', async () => {
    expect(await insideOf('Mankato', MANKATO)).toBe(true);
    expect(await insideOf('North Mankato', NORTH_MANKATO)).toBe(true);
    // The river between them: each town's address is outside the other's area.
    expect(await insideOf('North Mankato', MANKATO)).toBe(false);
    expect(await insideOf('Mankato', NORTH_MANKATO)).toBe(false);
  });

  it('keeps Minneapolis, Duluth and the next town out', async () => {
    for (const address of [MINNEAPOLIS, DULUTH, { city: 'Eagle Lake', state: 'MN', zip_code: '56024' }]) {
      expect(await insideOf('Mankato', address), address.city).toBe(false);
      expect(await insideOf('North Mankato', address), address.city).toBe(false);
    }
  });

  it('answers false for an address it cannot place', async () => {
    // A ZIP code we do not know decides on its own, even with a served town's name.
    expect(await insideOf('Mankato', { ...MANKATO, zip_code: '99999' })).toBe(false);
    // Mankato's PO-box ZIP: nobody is picked up at a post office box.
    expect(await insideOf('Mankato', { ...MANKATO, zip_code: '56002' })).toBe(false);
    // A ZIP of Minnesota in another state; a state we know nothing of.
    expect(await insideOf('Mankato', { ...MANKATO, state: 'CO' })).toBe(false);
    expect(await insideOf('Mankato', { ...MANKATO, state: 'Ontario' })).toBe(false);
    // Without a ZIP, a town we have no point for.
    expect(await insideOf('Mankato', { city: 'Springfield', state: 'MN', zip_code: '' })).toBe(false);
  });

  it('reads ZIP+4, a spelled-out state, and an address without a ZIP by its town', async () => {
    expect(await insideOf('Mankato', { ...MANKATO, zip_code: '56001-3321', state: 'Minnesota' })).toBe(true);
    expect(await insideOf('North Mankato', { city: 'N. Mankato', state: 'mn', zip_code: '' })).toBe(true);
    expect(await insideOf('Mankato', { city: 'mankato', state: 'MN' })).toBe(true);
  });

  it('answers false for an area that is no longer active', async () => {
    const res = await inside(closedId, { address: MANKATO });
    expect(res.json()).toEqual({ is_address_inside: false });
  });

  it('answers 404 in the spec’s shape for an id that is no area’s', async () => {
    for (const id of ['999999', 'abc', '1.5', '0']) {
      const res = await inside(id, { address: MANKATO });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: GENERIC_MESSAGES.notFound });
    }
  });

  it('answers a malformed body with field errors and writes nothing', async () => {
    const before = await list('');
    const id = await areaId('Mankato');
    const cases: [unknown, string, string][] = [
      [{}, 'address', 'Address is required.'],
      [{ address: '1850 Adams St, Mankato, MN 56001' }, 'address', 'Send the address as an object of its fields.'],
      [{ address: { ...MANKATO, city: '  ' } }, 'address.city', 'City is required.'],
      [{ address: { ...MANKATO, first_address_line: undefined } }, 'address.first_address_line', 'Address is required.'],
      [{ address: { ...MANKATO, state: 5 } }, 'address.state', 'State is required.'],
      [{ address: { ...MANKATO, zip_code: '5600100000000' } }, 'address.zip_code', 'Use at most 10 characters.'],
      [
        { address: { ...MANKATO, second_address_line: 'Apt\u00002' } },
        'address.second_address_line',
        'This field contains characters that are not allowed.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await inside(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = errorBodySchema.parse(res.json());
      expect(body).toEqual({ validation_error: { [field]: [message] } });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/v2/landline/operated_areas/${id}/is_address_inside/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ detail: GENERIC_MESSAGES.malformedJson });
    expect(await list('')).toEqual(before);
  });
});

describe('the seed and the check the pickup details use', () => {
  it('adds nothing the second time and leaves an existing area as it is', async () => {
    expect(await seedOperatedAreas(t.database.db)).toBe(0);
    expect(await list('')).toHaveLength(3);
  });

  it('isServedAddress: inside one of the active areas of the service type’s area type', async () => {
    const deps = { db: t.database.db, locate: locateOffline };
    expect(await isServedAddress(deps, 4, MANKATO)).toBe(true);
    expect(await isServedAddress(deps, 4, NORTH_MANKATO)).toBe(true);
    expect(await isServedAddress(deps, 4, DULUTH)).toBe(false);
    // Coaches (type 2) stop at stops: no address is an area of theirs.
    expect(await isServedAddress(deps, 2, MANKATO)).toBe(false);
  });

  it('isInsideArea takes any locator: the geometry decides, the edge counts as inside', async () => {
    const mankato = { isActive: true, polygon: OPERATED_AREAS[0].polygon };
    const at =
      (lat: number, lon: number): Locate =>
      async () => ({ lat, lon });
    expect(await isInsideArea(mankato, {}, at(44.1636, -93.9994))).toBe(true);
    // A vertex of the outline, then just beyond the eastern edge (Eagle Lake's side).
    expect(await isInsideArea(mankato, {}, at(44.155, -93.905))).toBe(true);
    expect(await isInsideArea(mankato, {}, at(44.155, -93.9))).toBe(false);
    expect(await isInsideArea(mankato, {}, async () => null)).toBe(false);
    expect(pointInArea({ ...mankato, isActive: false }, { lat: 44.1636, lon: -93.9994 })).toBe(false);
  });

  it('draws the towns where they are: closed counterclockwise outlines around the towns’ points', () => {
    for (const area of OPERATED_AREAS) {
      const ring = area.polygon.coordinates[0];
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      // Shoelace: positive for a counterclockwise ring of [lon, lat].
      const twiceArea = ring.slice(1).reduce((sum, [x, y], i) => sum + (ring[i][0] * y - x * ring[i][1]), 0);
      expect(twiceArea, area.name).toBeGreaterThan(0);
      for (const [lon, lat] of ring) {
        expect(lat).toBeGreaterThan(44.1);
        expect(lat).toBeLessThan(44.24);
        expect(lon).toBeGreaterThan(-94.1);
        expect(lon).toBeLessThan(-93.9);
      }
      // The town's own point (an address without a ZIP) lies inside its outline.
      const town = placeOffline({ city: area.city, state: 'MN' });
      expect(pointInArea({ isActive: true, polygon: area.polygon }, town), area.name).toBe(true);
    }
  });
});
