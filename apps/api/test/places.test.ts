import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOptionSchema, settingsSchema, type PlaceOption } from '@landline/shared';
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
    expect(found.map((p) => p.code).sort()).toEqual(['CSU', 'FNL', 'FTC', 'HTC']);
    const noCity = await places('search=fort');
    expect(noCity.map((p) => p.code)).not.toContain('FTC');
    expect((await places('search=den'))[0]).toMatchObject({ code: 'DEN', isAirport: true, time_zone: 'America/Denver' });
    expect((await places('search=toronto')).map((p) => p.code)).toEqual(['YYZ']);
  });

  it('takes an exact code with search_code and carries terminals', async () => {
    const [msp] = await places('search_code=msp');
    expect(msp).toMatchObject({ code: 'MSP', terminals: ['Terminal 1', 'Terminal 2'] });
    expect(await places('search_code=ZZZ')).toEqual([]);
  });

  it('direction=to with from lists only places reachable from there', async () => {
    const fromFortCollins = await places('direction=to&from=FTC&all_airports=true');
    expect(fromFortCollins.map((p) => p.code)).toEqual(['DEN']);
    const fromDuluth = (await places('direction=to&from=DLH')).map((p) => p.code).sort();
    expect(fromDuluth).toEqual(['MKT', 'MSP']);
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
      'loyalty', 'door2Door', 'connectionGarantie', 'editTrip', 'changeTripSeat', 'referral', 'showCarousel', 'showFlightSearch',
    ]);
    expect(settings.flags.find((f) => f.name === 'showFlightSearch')!.value).toBe(false);
    expect(settings.MILE_MIN).toBeLessThan(settings.MILE_MAX);
  });
});
