import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@landline/shared/dates';
import { scheduleSchema, searchResponseSchema, type Schedule } from '@landline/shared/schemas';
import { services, timetable } from '../src/db/schema.js';
import { daysAhead, TEST_NOW, testApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW, { perIpLimits: false });
});
afterAll(() => t.close());

async function schedule(query: string): Promise<Schedule> {
  const res = await t.app.inject({ url: `/api/v2/landline/schedule/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return scheduleSchema.parse(res.json());
}

/** Departure times at one stop that search offers on a date. */
async function searchTimes(from: string, to: string, date: string): Promise<string[]> {
  t.availability.clear();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/bookings/reservation/',
    payload: { dep_from: from, dep_to: to, departure_date: date, filters: { max_stopovers: 0 } },
  });
  return searchResponseSchema.parse(res.json()).depart_flights.map((it) => it.segments[0].departure_time);
}

/** The column of one stop, for the runs that operate on a date. */
const column = (s: Schedule, code: string, date: string) => {
  const i = s.stops.findIndex((x) => x.code === code);
  return s.rows.filter((r) => r.days.includes(date) && r.times[i]).map((r) => r.times[i]);
};

describe('schedule tables', () => {
  it('show exactly the departures search offers, stop by stop (Fort Collins, Duluth)', async () => {
    const start = daysAhead(3);
    const end = addDays(start, 6);
    const ftc = await schedule(`from=FTC&to=DEN&start=${start}&end=${end}`);
    expect(ftc.stops.map((s) => `${s.type} ${s.code}`)).toEqual(['Depart CSU', 'Depart HTC', 'Depart FNL', 'Arrive DEN']);
    expect(ftc.rows).toHaveLength(17);
    for (const day of [start, addDays(start, 4)]) {
      for (const stop of ['CSU', 'HTC', 'FNL']) expect(column(ftc, stop, day)).toEqual(await searchTimes(stop, 'DEN', day));
    }
    const duluth = await schedule(`from=DLH&to=MSP&start=${start}&end=${end}`);
    for (let i = 0; i < 7; i++) {
      const day = addDays(start, i);
      expect(column(duluth, 'DLH', day)).toEqual(await searchTimes('DLH', 'MSP', day));
    }
    // The 16:30 does not run on Saturdays: its row lists six days.
    expect(duluth.rows.find((r) => r.times[0] === '16:30')!.days).toHaveLength(6);
  });

  it('mark the departures of today that search no longer sells, by the server clock', async () => {
    const today = TEST_NOW.slice(0, 10); // 5:20 AM in Fort Collins
    const week = `from=FTC&to=DEN&start=${today}&end=${addDays(today, 6)}`;
    const ftc = await schedule(week);
    for (const stop of ['CSU', 'HTC', 'FNL']) {
      const i = ftc.stops.findIndex((x) => x.code === stop);
      const open = ftc.rows.filter((r) => r.days.includes(today) && r.times[i] && !r.departed.includes(stop));
      expect(
        open.map((r) => r.times[i]),
        stop,
      ).toEqual(await searchTimes(stop, 'DEN', today));
    }
    // Per stop: the 5 AM run has left CSU and HTC but still sells at Loveland (5:37).
    const marked = (s: Schedule) => s.rows.filter((r) => r.departed.length).map((r) => [r.times[0], r.departed.join(' ')]);
    expect(marked(ftc)).toEqual([
      ['03:00', 'CSU HTC FNL'],
      ['04:00', 'CSU HTC FNL'],
      ['05:00', 'CSU HTC'],
    ]);
    // A range without today has nothing marked; an hour later the 6 AM has gone too.
    expect(marked(await schedule(`from=FTC&to=DEN&start=${daysAhead(1)}&end=${daysAhead(7)}`))).toEqual([]);
    t.setNow(new Date(t.now() + 3600_000).toISOString());
    try {
      expect(marked(await schedule(week)).map(([time]) => time)).toEqual(['03:00', '04:00', '05:00', '06:00']);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('change the timetable and both change', async () => {
    const day = daysAhead(5);
    const [service] = await t.database.db.select().from(services).where(eq(services.code, 'DLH-MSP'));
    await t.database.db
      .update(timetable)
      .set({ dept: '0715', arr: '1000' })
      .where(and(eq(timetable.serviceId, service.id), eq(timetable.runNumber, '3101')));
    await t.network.reload();
    t.search.forget();
    const after = await schedule(`from=DLH&to=MSP&start=${day}&end=${day}`);
    expect(column(after, 'DLH', day)).toContain('07:15');
    expect(column(after, 'DLH', day)).not.toContain('06:00');
    expect(await searchTimes('DLH', 'MSP', day)).toEqual(column(after, 'DLH', day));
  });

  it('lists the old and the new Colorado schedule periods', async () => {
    const s = await schedule(`from=FTC&to=DEN&start=${daysAhead(1)}&end=${daysAhead(1)}`);
    expect(s.periods).toEqual([
      { eff: '2026-01-01', dis: '2026-07-31' },
      { eff: '2026-08-01', dis: '2027-12-31' },
    ]);
  });

  it('refuses bad queries in the spec format', async () => {
    for (const [query, field] of [
      ['from=FTC&to=DEN&start=2026-13-01&end=2026-12-01', 'start'],
      [`from=FTC&to=DEN&start=${daysAhead(5)}&end=${daysAhead(1)}`, 'end'],
      [`from=FTC&to=DEN&start=${daysAhead(1)}&end=${daysAhead(90)}`, 'end'],
      [`from=XYZ&to=DEN&start=${daysAhead(1)}&end=${daysAhead(2)}`, 'from'],
      [`to=DEN&start=${daysAhead(1)}&end=${daysAhead(2)}`, 'from'],
    ]) {
      const res = await t.app.inject({ url: `/api/v2/landline/schedule/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().validation_error, query).toHaveProperty(field);
    }
  });
});
