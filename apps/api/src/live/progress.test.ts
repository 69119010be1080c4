import { describe, expect, it } from 'vitest';
import {
  AT_STOP_METRES,
  cumulativeMetres,
  predict,
  progressOf,
  simulatedDelayMs,
  simulatedFix,
  STALE_AFTER_MS,
  TOP_SPEED_MPS,
  type RouteStop,
} from './progress.js';

// Progress along a departure's stops and the predicted times (decision 283), on a straight line
// north: A, B 55.6 km on, C as far again; an hour from A to B, five minutes at B, an hour to C.

const MIN = 60_000;
const T0 = Date.parse('2026-11-23T15:00:00Z');
const STOPS: RouteStop[] = [
  { code: 'A', lat: 40.0, lon: -105.0, arrive: T0, depart: T0 },
  { code: 'B', lat: 40.5, lon: -105.0, arrive: T0 + 60 * MIN, depart: T0 + 65 * MIN },
  { code: 'C', lat: 41.0, lon: -105.0, arrive: T0 + 125 * MIN, depart: T0 + 125 * MIN },
];
const along = cumulativeMetres(STOPS);

describe('progressOf', () => {
  it('puts a coach halfway to B on time at half past', () => {
    const p = progressOf(STOPS, { lat: 40.25, lon: -105.0, at: T0 + 30 * MIN });
    expect(p.lastPassed).toBe(0);
    expect(Math.abs(p.delaySeconds)).toBeLessThan(5);
    expect(p.along).toBeCloseTo(along[1] / 2, -2);
  });

  it('measures a delay from where the timetable had the coach', () => {
    // A quarter of the way to B at half past: 15 minutes late.
    const p = progressOf(STOPS, { lat: 40.125, lon: -105.0, at: T0 + 30 * MIN });
    expect(p.delaySeconds).toBeGreaterThan(14 * 60);
    expect(p.delaySeconds).toBeLessThan(16 * 60);
  });

  it('projects a reading off the line onto it', () => {
    // 2 km east of the line, halfway: still halfway.
    const p = progressOf(STOPS, { lat: 40.25, lon: -104.9765, at: T0 + 30 * MIN });
    expect(p.along).toBeCloseTo(along[1] / 2, -2);
  });

  it('is on time while waiting at a stop, and late once it should have left', () => {
    expect(progressOf(STOPS, { lat: 40.0, lon: -105.0, at: T0 - 10 * MIN })).toMatchObject({ lastPassed: -1, delaySeconds: 0 });
    expect(progressOf(STOPS, { lat: 40.5, lon: -105.0, at: T0 + 62 * MIN })).toMatchObject({ lastPassed: 0, delaySeconds: 0 });
    expect(progressOf(STOPS, { lat: 40.0, lon: -105.0, at: T0 + 4 * MIN })).toMatchObject({ lastPassed: -1, delaySeconds: 240 });
  });

  it('has passed B once it is beyond the stop, and reached C at the end', () => {
    expect(progressOf(STOPS, { lat: 40.6, lon: -105.0, at: T0 + 80 * MIN }).lastPassed).toBe(1);
    const end = progressOf(STOPS, { lat: 41.0, lon: -105.0, at: T0 + 130 * MIN });
    expect(end).toMatchObject({ lastPassed: 2, delaySeconds: 300 });
  });

  it('never looks behind the last stop it had left', () => {
    // A reading back near A from a coach that had left B is placed at B, not at A.
    const p = progressOf(STOPS, { lat: 40.0, lon: -105.0, at: T0 + 70 * MIN }, 1);
    expect(p.along).toBeGreaterThanOrEqual(along[1] - AT_STOP_METRES);
  });
});

describe('predict', () => {
  it('without a reading: the timetable, stops passed by the clock', () => {
    const before = predict(STOPS, T0 - 10 * MIN, null);
    expect(before).toMatchObject({ status: 'scheduled', next: 0, delaySeconds: 0, passed: [false, false, false] });
    expect(before.predicted).toEqual([T0, T0 + 60 * MIN, T0 + 125 * MIN]);
    const during = predict(STOPS, T0 + 70 * MIN, null);
    expect(during).toMatchObject({ status: 'running', next: 2, passed: [true, true, false] });
    expect(during.predicted).toEqual([null, null, T0 + 125 * MIN]);
    expect(predict(STOPS, T0 + 130 * MIN, null)).toMatchObject({ status: 'arrived', next: null });
  });

  it('a cancelled departure predicts nothing', () => {
    expect(predict(STOPS, T0, null, true)).toMatchObject({ status: 'canceled', next: null, predicted: [null, null, null] });
  });

  it('a late coach: the next stop late by its delay, the later ones too', () => {
    const at = T0 + 30 * MIN;
    const reading = { ...progressOf(STOPS, { lat: 40.125, lon: -105.0, at }), at };
    const p = predict(STOPS, at, reading);
    expect(p).toMatchObject({ status: 'running', next: 1, passed: [true, false, false] });
    expect(p.predicted[1]).toBe(T0 + 60 * MIN + reading.delaySeconds * 1000);
    expect(p.predicted[2]).toBe(T0 + 125 * MIN + reading.delaySeconds * 1000);
    expect(p.delaySeconds).toBe(reading.delaySeconds);
  });

  it('an early coach reaches the next stop early but waits there: the later stops keep their time', () => {
    const at = T0 + 20 * MIN;
    const reading = { ...progressOf(STOPS, { lat: 40.25, lon: -105.0, at }), at };
    expect(reading.delaySeconds).toBeLessThan(-9 * 60);
    const p = predict(STOPS, at, reading);
    expect(p.predicted[1]).toBeLessThan(T0 + 60 * MIN);
    expect(p.predicted[2]).toBe(T0 + 125 * MIN);
    expect(p.delaySeconds).toBeLessThan(0);
  });

  it('never predicts sooner than the ground left allows', () => {
    // Far ahead of the timetable (a bad clock): at least the distance at top speed from now.
    const at = T0 - 50 * MIN;
    const reading = { ...progressOf(STOPS, { lat: 40.05, lon: -105.0, at }), at };
    const p = predict(STOPS, at, reading);
    expect(p.predicted[1]).toBeGreaterThanOrEqual(at + ((along[1] - reading.along) / TOP_SPEED_MPS) * 1000 - 1);
  });

  it('a stale reading: the timetable moved by the last delay known', () => {
    const at = T0 + 30 * MIN;
    const reading = { ...progressOf(STOPS, { lat: 40.125, lon: -105.0, at }), at };
    const later = at + STALE_AFTER_MS + MIN;
    const p = predict(STOPS, later, reading);
    expect(p.passed).toEqual([true, false, false]);
    expect(p.predicted[1]).toBe(T0 + 60 * MIN + reading.delaySeconds * 1000);
  });
});

describe('the simulator', () => {
  it('moves a coach along at the timetable pace, late by its delay', () => {
    const delay = 10 * MIN;
    expect(simulatedFix(STOPS, T0 + 5 * MIN, delay)).toMatchObject({ lat: 40.0, speed: 0 });
    const half = simulatedFix(STOPS, T0 + 40 * MIN, delay);
    expect(half.lat).toBeCloseTo(40.25, 5);
    expect(half.bearing).toBeCloseTo(0, 3);
    expect(half.speed).toBeCloseTo(along[1] / 3600, 1);
    // Waiting at B, then on to C, then there.
    expect(simulatedFix(STOPS, T0 + 72 * MIN, delay)).toMatchObject({ lat: 40.5, speed: 0 });
    expect(simulatedFix(STOPS, T0 + 200 * MIN, delay)).toMatchObject({ lat: 41.0 });
    // Its own reading puts it where it is, 10 minutes late.
    const reading = progressOf(STOPS, { ...half, at: T0 + 40 * MIN });
    expect(Math.round(reading.delaySeconds / 60)).toBe(10);
  });

  it('draws one delay per departure, the same every time, most of them late by 1–15 minutes', () => {
    const delays = Array.from({ length: 1000 }, (_, i) => simulatedDelayMs(i + 1));
    expect(simulatedDelayMs(42)).toBe(simulatedDelayMs(42));
    expect(delays.every((d) => d >= 0 && d <= 15 * MIN && d % MIN === 0)).toBe(true);
    const onTime = delays.filter((d) => d === 0).length;
    expect(onTime).toBeGreaterThan(200);
    expect(onTime).toBeLessThan(400);
    expect(new Set(delays).size).toBeGreaterThan(10);
  });
});
