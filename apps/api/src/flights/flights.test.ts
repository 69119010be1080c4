import { beforeAll, describe, expect, it } from 'vitest';
import { FlightNetwork } from './network.js';
import { blockMinutes, dailyFlights, distanceKm, fareCents, hash } from './schedule.js';

let network: FlightNetwork;
beforeAll(() => {
  network = FlightNetwork.load();
});

const base = { cabin: 'M', maxStopovers: 3, layover: [3600, 10800] as [number, number], airlines: [], connecting: [] };

describe('generated timetable and fares', () => {
  it('is deterministic', () => {
    expect(hash('DEN|LAX')).toBe(hash('DEN|LAX'));
    expect(dailyFlights('UA', 'DEN', 'LAX', 1386)).toEqual(dailyFlights('UA', 'DEN', 'LAX', 1386));
    expect(fareCents('UA123', '2026-12-01', 1386, 'M')).toBe(fareCents('UA123', '2026-12-01', 1386, 'M'));
  });

  it('prices grow with distance and cabin, in whole dollars', () => {
    const short = fareCents('UA123', '2026-12-01', 500, 'M');
    const long = fareCents('UA123', '2026-12-01', 5000, 'M');
    expect(long).toBeGreaterThan(short * 3);
    expect(fareCents('UA123', '2026-12-01', 500, 'C')).toBeGreaterThan(short * 2);
    expect(short % 100).toBe(0);
  });

  it('measures real great-circle distances and block times', () => {
    const den = network.airports.get('DEN')!;
    const lax = network.airports.get('LAX')!;
    expect(distanceKm(den, lax)).toBeGreaterThan(1300);
    expect(distanceKm(den, lax)).toBeLessThan(1400);
    expect(blockMinutes(1386)).toBeGreaterThanOrEqual(135);
    expect(blockMinutes(1386)).toBeLessThanOrEqual(145);
  });

  it('schedules departures between 6 AM and 10 PM local time', () => {
    for (const f of dailyFlights('AC', 'YYZ', 'YVR', 3350)) {
      expect(f.departMinute).toBeGreaterThanOrEqual(360);
      expect(f.departMinute).toBeLessThan(22 * 60);
    }
  });
});

describe('flight search', () => {
  it('max_stopovers 0 gives direct flights only; more allows changes within the layover bounds', () => {
    const direct = network.search({ ...base, from: 'DEN', to: 'LAX', date: '2026-12-01', maxStopovers: 0 });
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((o) => o.legs.length === 1)).toBe(true);
    const any = network.search({ ...base, from: 'DEN', to: 'LAX', date: '2026-12-01' });
    for (const o of any) {
      for (let i = 1; i < o.legs.length; i++) {
        const lay = (o.legs[i].departAt - o.legs[i - 1].arriveAt) / 1000;
        expect(lay).toBeGreaterThanOrEqual(3600);
        expect(lay).toBeLessThanOrEqual(10800);
        expect(o.legs[i].from).toBe(o.legs[i - 1].to);
      }
    }
  });

  it('the same search twice gives the same flights', () => {
    const q = { ...base, from: 'YYZ', to: 'LHR', date: '2026-12-05' };
    expect(network.search(q)).toEqual(network.search(q));
  });

  it('honours the airline filter and connecting airports', () => {
    const ua = network.search({ ...base, from: 'DEN', to: 'BOS', date: '2026-12-01', airlines: ['UA'] });
    expect(ua.length).toBeGreaterThan(0);
    expect(ua.every((o) => o.legs.every((l) => l.airline === 'UA'))).toBe(true);
    const viaOrd = network.search({ ...base, from: 'DEN', to: 'BOS', date: '2026-12-01', maxStopovers: 1, connecting: ['ORD'] });
    expect(viaOrd.every((o) => o.legs.length === 1 || o.legs[0].to === 'ORD')).toBe(true);
  });

  it('knows nothing of an unknown airport', () => {
    expect(network.search({ ...base, from: 'DEN', to: 'QQQ', date: '2026-12-01' })).toEqual([]);
  });
});

describe('offer quality', () => {
  it('offers no option that another beats on departure, arrival, changes and fare', () => {
    const options = network.search({ ...base, from: 'DEN', to: 'LAX', date: '2026-12-01' });
    expect(options.length).toBeGreaterThan(3);
    for (const a of options) {
      for (const b of options) {
        if (a === b) continue;
        const beaten =
          a.legs.length <= b.legs.length &&
          a.legs[0].departAt >= b.legs[0].departAt &&
          a.legs.at(-1)!.arriveAt <= b.legs.at(-1)!.arriveAt &&
          a.fare <= b.fare;
        expect(beaten, `${a.legs.map((l) => l.number)} beats ${b.legs.map((l) => l.number)}`).toBe(false);
      }
    }
  });
});
