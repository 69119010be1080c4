import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReachIndex } from '../src/places/reach.js';
import type { Network } from '../src/network/model.js';
import { placeOptions } from '../src/places/options.js';
import { testApp, type TestApp } from './harness.js';

// Every origin's type-ahead destinations are made before anyone asks (decision 252): after a
// warm-up, a first ask from any place is answered from what is kept; in the hour before an
// origin's midnight its next day is made too, and it equals what that day would plan itself.
// PGlite only: the planner reads no database for this.

const PARTNER_ORIGINS = ['LAX', 'ATL', 'LHR', 'YVR'];

// One warm-up serves both cases (it takes a minute of one core): made at 23:30 in Duluth (UTC-6),
// 22:30 in Fort Collins, so it makes every origin's today and Duluth's tomorrow as well.
let t: TestApp;
let network: Network;
let readyBeforeWarm: boolean;
let departuresAfterWarm: number;
beforeAll(async () => {
  t = await testApp();
  if (process.env.TEST_DB === 'postgres') return;
  network = await t.network.get();
  readyBeforeWarm = await t.reach.ready(network, 'DLH');
  t.setNow('2026-11-24T05:30:00.000Z');
  await t.reach.warm(network);
  departuresAfterWarm = t.flights.network.keptDepartures;
}, 300_000);
afterAll(() => t.close());

describe.skipIf(process.env.TEST_DB === 'postgres')('destinations made ahead', () => {
  it('are ready for every origin, ours and partner airports, once warmed', async () => {
    const ours = placeOptions(network, true).map((p) => p.code);
    expect(readyBeforeWarm).toBe(false);
    for (const from of [...ours, ...PARTNER_ORIGINS]) expect(await t.reach.ready(network, from), from).toBe(true);
    expect((await t.reach.destinations(network, 'DLH')).has('ATL')).toBe(true);
  });

  it('keep their answers but not the week of departures made for them (decision 298)', async () => {
    expect(departuresAfterWarm).toBe(0);
    // A search makes again the departures it asks for.
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/bookings/reservation/',
      payload: { dep_from: { code: 'DLH' }, dep_to: { code: 'ATL' }, departure_date: '2026-11-26', filters: { max_stopovers: 2 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().depart_flights.length).toBeGreaterThan(0);
    expect(t.flights.network.keptDepartures).toBeGreaterThan(0);
  });

  it("make a place's next day before its midnight, the same as that day plans", { timeout: 120_000 }, async () => {
    // 00:05 in Duluth: a new day there, already made; still the 23rd in Fort Collins.
    t.setNow('2026-11-24T06:05:00.000Z');
    expect(await t.reach.ready(network, 'DLH')).toBe(true);
    expect(await t.reach.ready(network, 'FTC')).toBe(true);
    const fresh = new ReachIndex({ flights: t.flights, flightNetwork: t.flights.network, clock: t.clock });
    expect([...(await t.reach.destinations(network, 'DLH'))].sort()).toEqual([...(await fresh.destinations(network, 'DLH'))].sort());
  });
});
