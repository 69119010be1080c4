import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightStatusSchema } from '@landline/shared/schemas';
import { AeroDataBoxFlightStatus } from '../src/flight-status/aerodatabox.js';
import type { FlightStatusProvider } from '../src/flight-status/provider.js';
import { SandboxFlightStatus } from '../src/flight-status/sandbox.js';
import { startSandboxAeroDataBoxApi } from '../src/flight-status/sandbox-aerodatabox-api.js';
import { bookedTrip, TEST_NOW, testApp, type TestApp } from './harness.js';

// The FlightStatusProvider contract (decision 286), one set of cases for every provider: the
// sandbox asked directly, and the AeroDataBox adapter over real HTTP to the sandbox served in
// AeroDataBox's shapes. Both must give the same answers for a booked flight on time, late,
// landed and cancelled, and none for a flight nobody booked.

let t: TestApp;
let sandbox: SandboxFlightStatus;
let surface: { url: string; close: () => Promise<void> };
const DATE = '2026-11-27';
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
  sandbox = new SandboxFlightStatus({ db: t.database.db, clock: t.clock, flights: t.flights.network });
  surface = await startSandboxAeroDataBoxApi(sandbox, (airport) => t.flights.network.airports.get(airport)?.timeZone ?? 'UTC');
  // A booked guarantee for LL 777, ORD 09:05 → DEN, on DATE.
  await bookedTrip(t.app, {
    days: 4,
    from: 'DEN',
    to: 'FTC',
    guarantee: () => ({
      airline: 'LL',
      flight_number: '777',
      origin: 'ORD',
      destination: 'DEN',
      departure_time: '09:05',
      departure_date: DATE,
    }),
  });
});
afterAll(async () => {
  await surface?.close();
  await t?.close();
});

const providers: [string, () => FlightStatusProvider][] = [
  ['SandboxFlightStatus', () => sandbox],
  [
    'AeroDataBoxFlightStatus through the sandbox’s AeroDataBox API',
    () => new AeroDataBoxFlightStatus({ apiKey: 'sandbox-key-0123456789', apiBase: surface.url }),
  ],
];

describe.each(providers)('%s', (_name, make) => {
  it('answers a booked flight on time, with its airports, scheduled times and gate', async () => {
    t.setNow('2026-11-26T12:00:00Z');
    await sandbox.tell('LL', '777', DATE, { delay_minutes: 0 });
    const status = flightStatusSchema.parse(await make().status('LL', '777', DATE));
    expect(status).toMatchObject({ carrier: 'LL', number: '777', date: DATE, state: 'scheduled' });
    expect(status.departure).toMatchObject({
      airport: 'ORD',
      scheduled: '2026-11-27T15:05:00.000Z',
      estimated: '2026-11-27T15:05:00.000Z',
      actual: null,
    });
    expect(status.arrival.airport).toBe('DEN');
    expect(Date.parse(status.arrival.scheduled!)).toBeGreaterThan(Date.parse(status.departure.scheduled!));
    expect(status.departure.gate).toMatch(/^[ABC]\d+$/);
  });

  it('answers a delay with the estimated times moved, then departed and landed as the clock passes them', async () => {
    t.setNow('2026-11-26T12:00:00Z');
    await sandbox.tell('LL', '777', DATE, { delay_minutes: 120 });
    const late = (await make().status('LL', '777', DATE))!;
    expect(late.state).toBe('delayed');
    expect(late.departure.estimated).toBe('2026-11-27T17:05:00.000Z');
    expect(Date.parse(late.arrival.estimated!) - Date.parse(late.arrival.scheduled!)).toBe(120 * 60_000);
    t.setNow('2026-11-27T17:10:00Z');
    expect((await make().status('LL', '777', DATE))!).toMatchObject({
      state: 'departed',
      departure: { actual: '2026-11-27T17:05:00.000Z' },
    });
    t.setNow('2026-11-28T03:00:00Z');
    const landed = (await make().status('LL', '777', DATE))!;
    expect(landed.state).toBe('landed');
    expect(landed.arrival.actual).toBe(landed.arrival.estimated);
  });

  it('answers a cancellation without estimates', async () => {
    t.setNow('2026-11-26T12:00:00Z');
    await sandbox.tell('LL', '777', DATE, { cancelled: true });
    expect(await make().status('LL', '777', DATE)).toMatchObject({ state: 'cancelled', departure: { estimated: null, gate: null } });
  });

  it('answers null for a flight nobody booked', async () => {
    expect(await make().status('LL', '778', DATE)).toBeNull();
    expect(await make().status('LL', '777', '2026-11-28')).toBeNull();
  });
});

it('the adapter refuses to go on when the API refuses its key', async () => {
  const keyless = new AeroDataBoxFlightStatus({ apiKey: '', apiBase: surface.url });
  await expect(keyless.status('LL', '777', DATE)).rejects.toThrow(/401/);
});
