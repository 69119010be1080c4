import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOptionSchema, settingsSchema, type PlaceOption } from '@landline/shared/schemas';
import { settingsRoutes } from '../src/settings/routes.js';
import { declaredRoutes } from '../src/http/route-schemas.js';
import { testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function places(query: string): Promise<PlaceOption[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/booking/airports/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return placeOptionSchema.array().parse(res.json());
}

describe('GET v2/booking/airports/', () => {
  it('finds places by name, city or code, with a city choice for Fort Collins’ three stops', async () => {
    const found = await places('search=fort&all_airports=true');
    expect(found[0]).toMatchObject({ code: 'FTC', name: 'Fort Collins (All airports, FTC)', isCity: true });
    const ours = (list: PlaceOption[]) => list.filter((p) => !p.flight_only).map((p) => p.code);
    expect(ours(found).sort()).toEqual(['CSU', 'FNL', 'FTC', 'HTC']);
    // Our places first, then partner airports (Fort Lauderdale, Fort Worth…).
    expect(found.findIndex((p) => p.flight_only)).toBe(4);
    expect(found.filter((p) => p.flight_only).map((p) => p.code)).toContain('FLL');
    const noCity = await places('search=fort');
    expect(noCity.map((p) => p.code)).not.toContain('FTC');
    expect((await places('search=den'))[0]).toMatchObject({ code: 'DEN', isAirport: true, time_zone: 'America/Denver' });
    expect((await places('search=toronto')).filter((p) => !p.flight_only).map((p) => p.code)).toEqual(['YYZ']);
    expect((await places('search=lax'))[0]).toMatchObject({ code: 'LAX', flight_only: true, time_zone: 'America/Los_Angeles' });
    expect((await places('search=los%20ang'))[0]).toMatchObject({ code: 'LAX' });
    // Matching is by word start, never inside a word.
    const den = await places('search=den');
    expect(
      den.every((p) =>
        `${p.code} ${p.name} ${p.city}`
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .some((w) => w.startsWith('den')),
      ),
    ).toBe(true);
  });

  it('takes an exact code with search_code and carries terminals', async () => {
    const [msp] = await places('search_code=msp');
    expect(msp).toMatchObject({ code: 'MSP', terminals: ['Terminal 1', 'Terminal 2'] });
    expect(await places('search_code=ZZZ')).toEqual([]);
  });

  it('direction=to with from lists the places a search from there reaches, ours and partner airports', async () => {
    const codes = async (query: string) => (await places(query)).map((p) => p.code);
    // From Fort Collins: every airport a ride to Denver and flights reach, our own ones too.
    expect(await codes('direction=to&from=FTC&all_airports=true&search=minneapolis')).toEqual(['MSP']);
    expect(await codes('direction=to&from=FTC&all_airports=true&search=duluth')).toEqual(['DLH']);
    expect((await codes('direction=to&from=FTC&all_airports=true&search=toronto')).sort()).toEqual(['YTZ', 'YYZ']);
    const fromFortCollins = await places('direction=to&from=FTC&all_airports=true');
    const ours = fromFortCollins.filter((p) => !p.flight_only).map((p) => p.code);
    expect(ours).toEqual(expect.arrayContaining(['DEN', 'MSP', 'DLH', 'YYZ', 'YHM', 'ORD', 'PHL']));
    // Never Fort Collins itself or one of its stops.
    for (const code of ['FTC', 'CSU', 'HTC', 'FNL']) expect(ours).not.toContain(code);
    expect(fromFortCollins.filter((p) => p.flight_only)).toHaveLength(20);
    expect((await places('direction=to&from=FTC&all_airports=true&limit=2000')).filter((p) => p.flight_only).length).toBeGreaterThan(500);
    // From a partner airport: only our places (flights between two partner airports are not sold).
    const fromLax = await places('direction=to&from=LAX');
    expect(fromLax.every((p) => !p.flight_only)).toBe(true);
    expect(fromLax.map((p) => p.code)).toEqual(expect.arrayContaining(['CSU', 'HTC', 'FNL', 'DEN', 'MSP', 'DLH', 'YHM']));
    // A place we do not know reaches nothing.
    expect(await places('direction=to&from=QQQ')).toEqual([]);
  });

  it('refuses a bad direction in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/booking/airports/?direction=up' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation_error.direction).toHaveLength(1);
  });
});

describe('GET v2/landline/cities/', () => {
  it('lists the cities served to and from an airport with their pick-up and drop-off stops', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/landline/cities/?limit=1000&airport=DEN' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      code: 'FTC',
      cityName: 'Fort Collins',
      state: 'CO',
      items: { pickupCities: ['CSU', 'HTC', 'FNL'], dropOffCities: ['CSU', 'HTC', 'FNL'] },
    });
    const msp = (await t.app.inject({ method: 'GET', url: '/api/v2/landline/cities/?airport=MSP' })).json();
    expect(msp.results.map((c: { code: string }) => c.code).sort()).toEqual(['DLH', 'MKT']);
  });

  it('honours the limit and refuses a bad one', async () => {
    const two = (await t.app.inject({ method: 'GET', url: '/api/v2/landline/cities/?limit=2' })).json();
    expect(two.results).toHaveLength(2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/landline/cities/?limit=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('validation_error.limit');
  });
});

describe('GET settings/', () => {
  it('gives the flags, the defaults of section 9 and the build version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/' });
    const settings = settingsSchema.parse(res.json());
    expect(settings).toMatchObject({ default_country: 'US', default_currency: 'usd', LANDLINE_IATA_CODE: 'LL' });
    expect(settings.flags.map((f) => f.name)).toEqual([
      'loyalty',
      'door2Door',
      'connectionGarantie',
      'editTrip',
      'changeTripSeat',
      'referral',
      'showCarousel',
      'showFlightSearch',
    ]);
    expect(settings.flags.find((f) => f.name === 'showFlightSearch')!.value).toBe(true);
    expect(settings.flags.find((f) => f.name === 'showCarousel')!.value).toBe(false);
    expect(settings.MILE_MIN).toBeLessThan(settings.MILE_MAX);
    // No chat adapter unless CHAT_WIDGET_URL is set: the pages then load no chat script.
    expect(settings.chat_widget_url).toBeNull();
    // Nor any other third-party script (decision 231): every adapter is off by default.
    expect(Object.values(settings.third_party)).toEqual([null, null, null, null, null, null]);
  });

  it('names the chat adapter’s script when CHAT_WIDGET_URL is set', async () => {
    const app = Fastify();
    // As the app registers every API route: parsed and answered through the declared schemas.
    declaredRoutes(app);
    settingsRoutes(app, { flags: '', buildVersion: 'test', chatWidgetUrl: 'https://chat.example.com/landline.js' });
    const settings = settingsSchema.parse((await app.inject({ method: 'GET', url: '/settings/' })).json());
    expect(settings.chat_widget_url).toBe('https://chat.example.com/landline.js');
    await app.close();
  });
});
