import { describe, expect, it } from 'vitest';
import {
  boardOrder,
  changesWorthSaying,
  coachLabel,
  delayInWords,
  departureChanges,
  nextStopInWords,
  shownStatus,
  timeAtStop,
  withDeparture,
} from './describe';
import { distanceKm } from '@landline/shared/geo';
import { clusters, namesInWords, regionMaps, regionOf } from './regions';
import { board, NETWORK, runningDeparture, scheduledDeparture, STOPS } from './test-fixtures';

describe('the regions of the live map', () => {
  it('puts Colorado, Minnesota and Ontario on maps of their own, west to east', () => {
    const maps = regionMaps(NETWORK);
    expect(maps.map((m) => m.stops.map((s) => s.code).sort())).toEqual([
      ['CSU', 'DEN', 'HTC'],
      ['MKT', 'MSP'],
      ['YHM', 'YYZ'],
    ]);
    expect(maps[0].name).toBe('Fort Collins and Denver');
    expect(maps[2].name).toBe('Toronto and Hamilton');
  });

  it('keeps every stop and route inside its map, with north up and east right', () => {
    for (const map of regionMaps(NETWORK)) {
      for (const s of map.stops) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x).toBeLessThanOrEqual(map.width);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeLessThanOrEqual(map.height);
      }
    }
    const colorado = regionMaps(NETWORK)[0];
    const at = (code: string) => colorado.stops.find((s) => s.code === code)!;
    expect(at('DEN').y).toBeGreaterThan(at('CSU').y); // Denver lies south of Fort Collins
    expect(at('DEN').x).toBeGreaterThan(at('CSU').x); // and east of it
    expect(colorado.routes).toEqual([
      { code: 'FTC', name: 'Fort Collins–Denver', d: expect.stringMatching(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+L/) },
    ]);
  });

  it('keeps a kilometre as long east–west as north–south', () => {
    const colorado = regionMaps(NETWORK)[0];
    // The map's middle latitude (between Denver and CSU), a point well inside the frame.
    const middle = (39.861698 + 40.5747) / 2;
    const a = colorado.project(40.2, -104.9);
    const east = colorado.project(40.2, -104.9 + 0.2 / Math.cos((middle * Math.PI) / 180));
    const north = colorado.project(40.4, -104.9);
    expect(Math.abs(east.x - a.x)).toBeCloseTo(Math.abs(north.y - a.y), 0);
  });

  it('clamps a position off the map to its edge, and finds a departure its map by its stops', () => {
    const maps = regionMaps(NETWORK);
    const far = maps[0].project(10, -150);
    expect(far).toEqual({ x: 0, y: maps[0].height });
    expect(regionOf(maps, ['MKT', 'MSP'])).toBe(maps[1]);
    expect(regionOf(maps, ['XXX'])).toBeUndefined();
  });

  it('groups by single linkage and measures great circles', () => {
    expect(distanceKm(STOPS.CSU, STOPS.DEN)).toBeGreaterThan(85);
    expect(distanceKm(STOPS.CSU, STOPS.DEN)).toBeLessThan(95);
    const chain = [
      { lat: 40, lon: -100 },
      { lat: 42, lon: -100 },
      { lat: 44, lon: -100 },
    ];
    expect(clusters(chain, 250)).toHaveLength(1);
    expect(clusters(chain, 200)).toHaveLength(3);
    expect(namesInWords(['A', 'B', 'B', 'C'])).toBe('A, B and C');
    expect(namesInWords(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
  });
});

describe('the words of the live board', () => {
  it('says the status, with "Delayed" from five minutes late', () => {
    expect(shownStatus(runningDeparture())).toBe('delayed');
    expect(shownStatus(runningDeparture({ delay_seconds: 240 }))).toBe('running');
    expect(shownStatus(runningDeparture({ status: 'canceled' }))).toBe('canceled');
    expect(shownStatus(scheduledDeparture())).toBe('scheduled');
  });

  it('says a delay in words', () => {
    expect(delayInWords(0)).toBe('On time');
    expect(delayInWords(29)).toBe('On time');
    expect(delayInWords(60)).toBe('1 minute late');
    expect(delayInWords(420)).toBe('7 minutes late');
    expect(delayInWords(-180)).toBe('3 minutes early');
    expect(delayInWords(3900)).toBe('1 hour 5 minutes late');
    expect(delayInWords(7200)).toBe('2 hours late');
  });

  it('gives times in the stop’s own zone', () => {
    expect(timeAtStop('2026-03-05T22:07:00Z', 'America/Denver')).toBe('3:07 PM MST');
    expect(timeAtStop('2026-03-05T22:30:00Z', 'America/Chicago')).toBe('4:30 PM CST');
    expect(timeAtStop('2026-07-05T22:30:00Z', 'America/Toronto')).toBe('6:30 PM EDT');
  });

  it('names the next stop and its predicted time, on the map and in the list alike', () => {
    expect(nextStopInWords(runningDeparture())).toBe('Next: Harmony Transfer Center, 3:07 PM MST');
    expect(coachLabel(runningDeparture())).toBe('FTC 104 → HTC 3:07 PM');
    expect(nextStopInWords(runningDeparture({ status: 'arrived', next_stop: null }))).toBe('Arrived at Denver International Airport');
    expect(nextStopInWords(runningDeparture({ status: 'canceled', next_stop: null }))).toBe('Cancelled');
    expect(coachLabel(runningDeparture({ status: 'canceled', next_stop: null }))).toBe('FTC 104 · Cancelled by dispatch');
  });

  it('lists coaches on the road first, then by their next time', () => {
    const later = runningDeparture({
      trip_id: 12,
      delay_seconds: 0,
      route: { code: 'FTC', name: 'Fort Collins–Denver', run_number: '106' },
    });
    later.stops[1] = { ...later.stops[1], predicted_at: '2026-03-05T22:30:00Z' };
    const done = runningDeparture({ trip_id: 13, status: 'arrived', next_stop: null });
    const order = boardOrder([done, scheduledDeparture(), later, runningDeparture()]).map((d) => d.trip_id);
    expect(order).toEqual([11, 12, 21, 13]);
  });

  it('replaces one departure of a board by a newer reading', () => {
    const moved = runningDeparture({ next_stop: 'DEN' });
    const updated = withDeparture(board(), moved);
    expect(updated.departures).toHaveLength(2);
    expect(updated.departures.find((d) => d.trip_id === 11)?.next_stop).toBe('DEN');
  });
});

describe('what the live region says', () => {
  it('says a change of status or of the board, not a coach moving on', () => {
    const before = [runningDeparture({ delay_seconds: 0 }), scheduledDeparture()];
    expect(changesWorthSaying(before, [runningDeparture({ delay_seconds: 0, next_stop: 'DEN' }), scheduledDeparture()])).toEqual([]);
    expect(changesWorthSaying(before, [runningDeparture(), scheduledDeparture({ status: 'canceled' })])).toEqual([
      'Fort Collins–Denver, run 104 is delayed, 7 minutes late.',
      'Mankato–Minneapolis, run 7: cancelled by dispatch.',
    ]);
    expect(changesWorthSaying(before, [runningDeparture({ delay_seconds: 0 })])).toEqual([
      'Mankato–Minneapolis, run 7 has left the board.',
    ]);
    expect(changesWorthSaying([], [scheduledDeparture()])).toEqual(['Mankato–Minneapolis, run 7 is on the board: scheduled.']);
  });

  it('tells the traveller on a departure’s page when their coach moves on to its next stop', () => {
    const before = runningDeparture();
    expect(departureChanges(before, runningDeparture())).toEqual([]);
    expect(departureChanges(before, runningDeparture({ next_stop: 'DEN' }))).toEqual(['Next: Denver International Airport, 4:17 PM MST.']);
    expect(departureChanges(before, runningDeparture({ status: 'arrived', next_stop: null }))).toEqual(['Arrived.']);
  });
});
