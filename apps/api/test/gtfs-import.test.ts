import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@landline/shared/dates';
import { searchResponseSchema } from '@landline/shared/schemas';
import { REPO_ROOT } from '../src/config.js';
import { timetableIdOf } from '../src/gtfs/ids.js';
import { runTimes } from '../src/network/timetable.js';
import { materialiseTrips, onTestServer, TEST_NOW, testApp, type TestApp } from './harness.js';
import { cancelDeparture, groupBy, openFeed } from './fixtures/gtfs.js';
import { staffMember } from './fixtures/staff.js';

// A real consumer accepts the GTFS feed (decision 282): gtfs-via-postgres imports it into a fresh
// PostgreSQL database with the reference's types and links enforced (--require-dependencies;
// routes need their agency, stops their zone, feed_info a valid language), and its
// arrivals_departures view gives, for every day of a week and the nights clocks change, the
// departures the timetable's own run times give and search sells, to the minute in UTC; a
// departure dispatch cancelled is not among them. Runs on PostgreSQL only (it needs PostGIS).

const onPostgres = process.env.TEST_DB === 'postgres';

/** Pairs of stops: Mountain both ways, Eastern Canada, Central, Eastern to Central. */
const PAIRS: [string, string][] = [
  ['CSU', 'DEN'],
  ['DEN', 'CSU'],
  ['HTC', 'DEN'],
  ['YHM', 'YYZ'],
  ['YYZ', 'YKF'],
  ['DLH', 'MSP'],
  ['MSP', 'MKT'],
  ['SBN', 'ORD'],
];

/** A week of the test's clock, and the days around 1 November 2026 and 14 March 2027, when clocks change. */
const WEEK = Array.from({ length: 7 }, (_, i) => addDays(TEST_NOW.slice(0, 10), i + 1));
const DATES = [...WEEK, '2026-10-31', '2026-11-01', '2026-11-02', '2027-03-13', '2027-03-14', '2027-03-15'];

/** A departure as `run|service date|leaves|arrives`, to the minute in UTC. */
const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const departure = (run: number, date: string, leaves: number, arrives: number) => `${run}|${date}|${minute(leaves)}|${minute(arrives)}`;

/** Runs a command, with `input` on its standard input; resolves with its exit code and output. */
function run(cmd: string, args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** A call of the consumer's arrivals_departures view: a trip at a stop on a service date. */
interface Call {
  trip_id: string;
  date: string;
  stop_sequence: number;
  stop_id: string;
  t_departure: Date;
  t_arrival: Date;
}

/** The rides from one stop to another in the consumer's calls: `run|date|leaves|arrives`. */
function ridesIn(calls: Call[], from: string, to: string): string[] {
  const trips = groupBy(calls, (c) => `${c.trip_id}|${c.date}`);
  return [...trips.values()].flatMap((stops) => {
    const board = stops.find((c) => c.stop_id === from);
    const alight = stops.find((c) => c.stop_id === to);
    if (!board || !alight || alight.stop_sequence <= board.stop_sequence) return [];
    return [
      departure(timetableIdOf(board.trip_id.replace(/-\d{8}$/, ''))!, board.date, board.t_departure.getTime(), alight.t_arrival.getTime()),
    ];
  });
}

let t: TestApp;
let client: pg.Client;
let dir: string;
let database: string;
/** The cancelled departure: the 6:00 Duluth coach two days on. */
let cancelled: { run: number; date: string };
/** How many rows a file of the feed has. */
let rowsOf: (name: string) => number;

describe.skipIf(!onPostgres)('the GTFS feed in gtfs-via-postgres', () => {
  beforeAll(async () => {
    t = await testApp(TEST_NOW, { perIpLimits: false });
    const network = await t.network.get();
    await materialiseTrips(t.database.db, WEEK[0], WEEK[WEEK.length - 1]);
    const duluth = [...network.runs.values()].find(({ service, run }) => service.code === 'DLH-MSP' && run.dept === '0600')!;
    cancelled = { run: duluth.run.id, date: WEEK[1] };
    await cancelDeparture(t, await staffMember(t, 'dispatcher'), cancelled.run, cancelled.date);

    const res = await t.app.inject({ method: 'GET', url: '/gtfs.zip' });
    expect(res.statusCode).toBe(200);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-gtfs-'));
    const feed = openFeed(res.rawPayload);
    for (const [name, text] of feed.texts) fs.writeFileSync(path.join(dir, name), text);
    rowsOf = (name) => feed.files.get(name)!.rows.length;
    database = `gtfs_import_${randomBytes(6).toString('hex')}`;
    await onTestServer(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    client = new pg.Client({ connectionString: url.toString() });
  }, 120_000);

  afterAll(async () => {
    await client?.end().catch(() => undefined);
    if (database) await onTestServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('imports with no error, every reference enforced, and gives the departures of the timetable and of search', async () => {
    // gtfs-via-postgres reads no fare file (it says so in its dependency list): fares are checked
    // by the PGlite test; every other file goes in, each needing the files it refers to. Shapes
    // are optional in GTFS and the feed has none: trips need no shape_id.
    const files = fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('fare_'))
      .sort()
      .map((name) => path.join(dir, name));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const sql = await run(path.join(REPO_ROOT, 'node_modules/.bin/gtfs-to-sql'), [
      '--require-dependencies',
      '--trips-without-shape-id',
      '--silent',
      '--',
      ...files,
    ]);
    expect(sql.stderr).toBe('');
    expect(sql.code).toBe(0);
    // psql 15 skips the statement after a lone ';' that follows a COPY's end-of-data line: those
    // ';' are empty statements of the generated SQL, dropped here so that psql runs all of it.
    const script = sql.stdout.replaceAll('\n\\.\n;\n', '\n\\.\n');
    const imported = await run('psql', ['-X', '-q', '-b', '-v', 'ON_ERROR_STOP=1', url.toString()], script);
    expect(imported.stderr).not.toMatch(/error/i);
    expect(imported.code).toBe(0);

    await client.connect();
    // Every row went in.
    for (const table of ['agency', 'stops', 'routes', 'trips', 'stop_times', 'calendar', 'calendar_dates', 'feed_info']) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0].n, table).toBe(rowsOf(`${table}.txt`));
    }

    // Every call of the dates, read once (the view applies each trip's times to each of its service days).
    const { rows: calls } = await client.query<Call>(
      `SELECT trip_id, to_char(date, 'YYYY-MM-DD') AS date, stop_sequence, stop_id, t_departure, t_arrival
         FROM arrivals_departures WHERE date = ANY($1::date[])`,
      [DATES],
    );
    const network = await t.network.get();
    const zoneOf = (code: string) => network.stops.get(code)!.timeZone;
    for (const [from, to] of PAIRS) {
      // What the timetable says: every run calling at `from` then `to`, on each date it operates.
      const expected: string[] = [];
      for (const { service, run } of network.runs.values()) {
        const board = service.stops.findIndex((s) => s.code === from);
        const alight = service.stops.findIndex((s) => s.code === to);
        if (board < 0 || alight <= board) continue;
        for (const date of DATES) {
          const operates = run.eff <= date && date <= run.dis && run.freq[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] !== '.';
          if (!operates || (run.id === cancelled.run && date === cancelled.date)) continue;
          const times = runTimes(service, run, date, zoneOf);
          expected.push(departure(run.id, date, times.depart[board], times.arrive[alight]));
        }
      }
      // What the consumer reads.
      const read = ridesIn(calls, from, to);
      expect(read.sort(), `${from} → ${to}`).toEqual(expected.sort());
      expect(expected.length, `${from} → ${to}`).toBeGreaterThan(DATES.length);
    }
    // The cancelled departure is not read on its date, and is on the next.
    const duluth = calls.filter((c) => c.trip_id === `run-${cancelled.run}` && c.stop_id === 'DLH');
    expect(duluth.map((c) => c.date).filter((d) => WEEK.includes(d))).toEqual(WEEK.filter((d) => d !== cancelled.date));

    // Search sells the same departures, for three days of the week.
    for (const [from, to] of [
      ['CSU', 'DEN'],
      ['YHM', 'YYZ'],
      ['DLH', 'MSP'],
    ]) {
      for (const date of WEEK.slice(0, 3)) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/bookings/reservation/',
          payload: { dep_from: from, dep_to: to, departure_date: date, passengers_adults: 1 },
        });
        const sold = searchResponseSchema
          .parse(res.json())
          .depart_flights.filter((i) => i.segments.length === 1 && i.availability > 0)
          .map((i) => `${minute(Date.parse(i.segments[0].departure_at))}|${minute(Date.parse(i.segments[0].arrival_at))}`);
        const read = ridesIn(calls, from, to)
          .filter((ride) => ride.split('|')[1] === date)
          .map((ride) => ride.split('|').slice(2).join('|'));
        expect(read.sort(), `${from} → ${to} on ${date}`).toEqual([...new Set(sold)].sort());
      }
    }
  }, 180_000);
});
