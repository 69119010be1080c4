import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { HOLD_MS } from '@landline/shared/constants';
import type { App } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import { STAFF_PASSWORD, staffCookie } from './fixtures/staff.js';
import { bookedTrip, eventually, onTestServer, spawnServer, TEST_NOW } from './harness.js';

// Disrupted departures across a real crash (decision 279, "Since: a real crash"). The worker is
// a server process killed with SIGKILL in the middle of the work, and a new process finishes it:
//
// 1. The fan-out: a test-only trigger makes the third outcome row's transaction (its mail written
//    to the outbox, the row being marked mailed) sleep in the database; the server is killed
//    there. Two rows are mailed, the third's mail is rolled back with its row, and the restarted
//    server's catch-up sweep mails the rest: each booking gets exactly one disruption mail.
// 2. The refund: two travellers choose the refund through their links; one server dies while the
//    sandbox processor records the first refund (before the processor's commit), the second right
//    after the processor refunded but before the refund row was marked done. The restarted
//    server's pending-refunds sweep asks again with each refund row's idempotency key: one refund
//    each in the processor's books, and the links answer the choice made, refunding nothing more.
//
// The triggers are test instrumentation of the database only; the product code runs as shipped.
// Nothing waits a fixed time to decide a result: each step is awaited by its effect, bounded.

const onPostgres = process.env.TEST_DB === 'postgres';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-disruption-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Four server starts, npm and tsx on a loaded two-core machine: room for each, never a retry. */
const SLOW = 300_000;
/** What a restarted server's start-up sweeps are given to do their work (they poll every 2 s). */
const SWEEP_WITHIN_MS = 90_000;

type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `npm run ops:admin` as an operator types it, on the test's database. */
function opsAdmin(email: string, databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'ops:admin', '--', '--email', email, '--name', 'Dee Dispatch'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => resolve({ code, output: output.trim() }));
  });
}

describe.runIf(onPostgres)('a disrupted departure with its worker killed half-way (PostgreSQL)', () => {
  it(
    'mails each booking once and refunds each refund once across SIGKILL and a restart',
    async () => {
      const name = `landline_crash_disruption_${process.pid}`;
      await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await onTestServer(`CREATE DATABASE ${name}`);
      const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString();
      const dataDir = path.join(temp, 'data');
      const sql = new pg.Client({ connectionString: url });
      await sql.connect();
      const rows = async (text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as Body[];

      // The servers' clock (CLOCK_START): TEST_NOW at the first start, then each restart where
      // the one before had got to, so it never goes back. `offset` makes the real time the server's.
      let offset = Date.parse(TEST_NOW) - Date.now();
      const serverNow = () => Date.now() + offset;
      const start = async (env: Record<string, string> = {}) => {
        const clockStart = children.length ? new Date(serverNow() + 1000).toISOString() : TEST_NOW;
        const spawnedAt = Date.now();
        const server = await spawnServer(['--import', 'tsx', 'src/main.ts'], {
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          CLOCK_START: clockStart,
          ALLOW_TEST_CLOCK: 'true',
          WEB_BUILD_DIR: '/nonexistent',
          ...env,
        });
        children.push(server.child);
        // The server's clock started no sooner than it was spawned: at most this far ahead.
        offset = Date.parse(clockStart) - spawnedAt;
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        return { ...server, exited };
      };
      type Server = Awaited<ReturnType<typeof start>>;
      const kill = async (server: Server) => {
        server.child.kill('SIGKILL');
        await server.exited;
      };
      /** What Fastify's inject answers, over HTTP to a spawned server: enough for the harness's bookedTrip. */
      const overHttp = (server: Server) => ({
        async inject(request: { method: string; url: string; payload?: object; headers?: Record<string, string> }) {
          const res = await fetch(server.url(request.url), {
            method: request.method,
            headers: { ...(request.payload ? { 'content-type': 'application/json' } : {}), ...request.headers },
            body: request.payload ? JSON.stringify(request.payload) : undefined,
          });
          const body = await res.text();
          // A new hold ends HOLD_MS after the server's now: the server's clock, to the millisecond.
          if (request.method === 'PUT' && request.url.endsWith('/itinerary/') && res.ok) {
            offset = Date.parse(JSON.parse(body).held_until) - HOLD_MS - Date.now();
          }
          return { statusCode: res.status, body, json: () => JSON.parse(body), headers: Object.fromEntries(res.headers) };
        },
      });
      const api = async (server: Server, method: string, p: string, body?: object, cookie?: string) => {
        const res = await fetch(server.url(p), {
          method,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: res.status, body: (await res.json()) as Body, setCookie: res.headers.getSetCookie() };
      };
      /** Backends of this database sleeping in a test trigger. */
      const sleeping = async () =>
        (await rows(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`))[0]
          .n as number;
      /** A killed server's connections do not end a sleep: its transactions end (rolled back) here. */
      const endSleepers = async () => {
        await rows(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`);
        await eventually(async () => (await sleeping()) === 0, 20_000, 'the sleeping backends ending');
      };
      /** Rounds of a sweep (or jobs of a task) ended so far, on any server. */
      const roundsEnded = async (queue: string) =>
        (await rows(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('completed', 'failed')`, [queue]))[0]
          .n as number;
      /**
       * Waits for a new server's start-up round of `queue` to end (`ended` were before it started):
       * a round the crash stopped would hold its queue (one round at a time) until its time limit.
       */
      const startUpRound = (queue: string, ended: number) =>
        eventually(async () => (await roundsEnded(queue)) > ended, 60_000, `the start-up round of ${queue}`);

      try {
        // ---- Six travellers on one departure, and an admin of the console -----------------------
        const first = await start();
        const app = overHttp(first) as unknown as App['app'];
        const bookings: { uuid: string; pnr: string; email: string }[] = [];
        for (let i = 1; i <= 6; i++) {
          const email = `rider${i}@example.com`;
          const held = await bookedTrip(app, { days: 6, payerEmail: email });
          bookings.push({ uuid: held.uuid, pnr: held.pnr, email });
        }
        const trips = await rows('SELECT DISTINCT trip_id FROM reservation_trips WHERE reservation_uuid = ANY($1::uuid[])', [
          bookings.map((b) => b.uuid),
        ]);
        expect(trips).toHaveLength(1);
        const tripId = Number(trips[0].trip_id);

        const made = await opsAdmin('dee@landline.test', url);
        expect(made.code, made.output).toBe(0);
        const setupToken = /\/ops\/setup\/(\S+)$/.exec(made.output)![1];
        const info = await api(first, 'GET', `/api/ops/setup/${setupToken}`);
        expect(info.status).toBe(200);
        const code = generateSync({ secret: info.body.secret, epoch: Math.floor(serverNow() / 1000) });
        const done = await api(first, 'POST', `/api/ops/setup/${setupToken}`, { password: STAFF_PASSWORD, code });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        expect(done.body.staff.role).toBe('admin');
        const cookie = staffCookie(done.setCookie);
        // Stopped as an operator stops it: the crash comes on a server that has just started, so no
        // periodic sweep (every minute) is under way when it dies.
        first.child.kill('SIGTERM');
        await first.exited;

        // ---- 1. The fan-out, killed in the third row's transaction ------------------------------
        await rows(`
          CREATE SEQUENCE crash_marks;
          CREATE FUNCTION crash_hang_mark() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF nextval('crash_marks') >= 3 THEN PERFORM pg_sleep(600); END IF;
            RETURN NULL;
          END $$;
          CREATE TRIGGER crash_hang_mark AFTER UPDATE OF mailed_at ON disruption_outcomes FOR EACH ROW
            WHEN (OLD.mailed_at IS NULL AND NEW.mailed_at IS NOT NULL) EXECUTE FUNCTION crash_hang_mark();
        `);
        const mailRounds = await roundsEnded('disruption-mail');
        const second = await start();
        await startUpRound('disruption-mail', mailRounds);
        const canceled = await api(second, 'POST', `/api/ops/departures/${tripId}/cancel/`, { reason: 'Snow on the pass' }, cookie);
        expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
        expect(canceled.body).toMatchObject({ trip_id: tripId, bookings: 6 });
        const disruptionId = canceled.body.disruption_id as number;
        const outcomes = () =>
          rows(
            'SELECT reservation_uuid, state, mailed_at, token_hash, refund_id FROM disruption_outcomes WHERE disruption_id = $1 ORDER BY reservation_uuid',
            [disruptionId],
          );
        const mailedCount = async () => (await outcomes()).filter((o) => o.mailed_at !== null).length;
        await eventually(
          async () => (await mailedCount()) === 2 && (await sleeping()) === 1,
          60_000,
          'two rows mailed and the third hanging in its transaction',
        );
        // No round of the catch-up sweep was under way: only the cancellation's fan-out job.
        expect(
          await rows(`SELECT name FROM pgboss.job WHERE state = 'active' AND name IN ('disruption-mail', 'disruption-fanout')`),
        ).toEqual([{ name: 'disruption-fanout' }]);
        await kill(second);
        await endSleepers();
        await rows('DROP TRIGGER crash_hang_mark ON disruption_outcomes; DROP FUNCTION crash_hang_mark(); DROP SEQUENCE crash_marks;');

        const mailsOf = async (kind: string) =>
          rows('SELECT id, to_address, subject, text FROM outbox WHERE kind = $1 ORDER BY id', [kind]);
        const beforeRestart = await outcomes();
        const mailedBefore = beforeRestart.filter((o) => o.mailed_at !== null);
        expect(mailedBefore).toHaveLength(2);
        const pnrOf = (uuid: string) => bookings.find((b) => b.uuid === uuid)!.pnr;
        // The two committed rows have their mails; the third's mail was written (an outbox id
        // was taken) and rolled back with its row.
        expect((await mailsOf('disruption')).map((m) => m.subject.split(' ').at(-1)).sort()).toEqual(
          mailedBefore.map((o) => pnrOf(o.reservation_uuid)).sort(),
        );
        const [ids] = await rows('SELECT (SELECT last_value FROM outbox_id_seq) AS taken, (SELECT max(id) FROM outbox) AS kept');
        expect(Number(ids.taken)).toBeGreaterThan(Number(ids.kept));

        // A new process: its start-up round of the catch-up sweep mails the four rows left.
        const refundRounds = await roundsEnded('settle-refunds');
        const third = await start();
        await eventually(async () => (await mailedCount()) === 6, SWEEP_WITHIN_MS, 'the restarted server mailing every row');
        const mailed = await mailsOf('disruption');
        for (const b of bookings) {
          const own = mailed.filter((m) => m.subject.endsWith(`booking ${b.pnr}`));
          expect(own, b.pnr).toHaveLength(1);
          expect(own[0].to_address).toBe(b.email);
        }
        expect(mailed).toHaveLength(6);
        const after = await outcomes();
        expect(new Set(after.map((o) => o.token_hash)).size).toBe(6);
        // The rows mailed before the crash were not mailed again.
        for (const o of mailedBefore) {
          expect(after.find((a) => a.reservation_uuid === o.reservation_uuid).mailed_at).toEqual(o.mailed_at);
        }

        // ---- 2. Two refunds, killed before and after the processor's commit ---------------------
        const linkOf = (b: (typeof bookings)[number]) =>
          /\/trips\/disruption\/([A-Za-z0-9_-]+)/.exec(mailed.find((m) => m.subject.endsWith(`booking ${b.pnr}`)).text)![1];
        const [before, between] = [bookings[0], bookings[1]];
        const chargeOf = async (b: (typeof bookings)[number]) =>
          (await rows(`SELECT charge_id FROM payments WHERE reservation_uuid = $1 AND state = 'confirmed'`, [b.uuid]))[0]
            .charge_id as string;
        const beforeCharge = await chargeOf(before);
        const betweenCharge = await chargeOf(between);
        await startUpRound('settle-refunds', refundRounds);
        await rows(`
          CREATE FUNCTION crash_hang() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN PERFORM pg_sleep(600); RETURN NULL; END $$;
          CREATE TRIGGER crash_hang_processor AFTER INSERT ON sandbox_refunds FOR EACH ROW
            WHEN (NEW.charge_id = ${sql.escapeLiteral(beforeCharge)}) EXECUTE FUNCTION crash_hang();
          CREATE TRIGGER crash_hang_done AFTER UPDATE OF state ON refunds FOR EACH ROW
            WHEN (OLD.state = 'pending' AND NEW.state = 'done' AND NEW.reservation_uuid = ${sql.escapeLiteral(between.uuid)})
            EXECUTE FUNCTION crash_hang();
        `);
        // The answers never come: the server dies while the database sleeps.
        const asked = [before, between].map((b) =>
          api(third, 'POST', `/api/disruptions/${linkOf(b)}/`, { choice: 'refund' }).then(
            () => 'answered',
            () => 'no answer',
          ),
        );
        await eventually(async () => (await sleeping()) === 2, 60_000, 'both refunds hanging');
        await kill(third);
        expect(await Promise.all(asked)).toEqual(['no answer', 'no answer']);
        await endSleepers();
        await rows(
          'DROP TRIGGER crash_hang_processor ON sandbox_refunds; DROP TRIGGER crash_hang_done ON refunds; DROP FUNCTION crash_hang();',
        );

        const refundsOf = (b: (typeof bookings)[number]) =>
          rows('SELECT id, card, state, idempotency_key FROM refunds WHERE reservation_uuid = $1', [b.uuid]);
        const processorOf = (charge: string) => rows('SELECT idempotency_key, amount FROM sandbox_refunds WHERE charge_id = $1', [charge]);
        // The choices committed (the rows refunded, the refunds pending); the processor refunded
        // the second only.
        for (const b of [before, between]) {
          expect((await refundsOf(b)).map((r) => r.state)).toEqual(['pending']);
          expect((await outcomes()).find((o) => o.reservation_uuid === b.uuid).state).toBe('refunded');
        }
        expect(await processorOf(beforeCharge)).toHaveLength(0);
        expect(await processorOf(betweenCharge)).toHaveLength(1);

        // A new process: its start-up round of the pending-refunds sweep asks the processor again
        // with each refund's key (PAYMENT_RECONCILE_AFTER_MS=0: a refund is pending long enough at once).
        const fourth = await start({ PAYMENT_RECONCILE_AFTER_MS: '0' });
        await eventually(
          async () => (await refundsOf(before))[0].state === 'done' && (await refundsOf(between))[0].state === 'done',
          SWEEP_WITHIN_MS,
          'the restarted server settling both refunds',
        );
        const settled = async () => {
          for (const [b, charge] of [
            [before, beforeCharge],
            [between, betweenCharge],
          ] as const) {
            const [refund, ...more] = await refundsOf(b);
            expect(more).toHaveLength(0);
            expect(refund.card).toBeGreaterThan(0);
            expect(await processorOf(charge)).toEqual([{ idempotency_key: refund.idempotency_key, amount: refund.card }]);
            const [books] = await rows('SELECT refunded_amount FROM sandbox_charges WHERE id = $1', [charge]);
            expect(books.refunded_amount).toBe(refund.card);
            const outcome = (await outcomes()).find((o) => o.reservation_uuid === b.uuid);
            expect(outcome).toMatchObject({ state: 'refunded', refund_id: String(refund.id) });
            expect((await mailsOf('cancellation')).filter((m) => m.to_address === b.email)).toHaveLength(1);
          }
        };
        await settled();

        // The link used again answers the choice made, whatever is chosen, and refunds nothing more.
        for (const b of [before, between]) {
          for (const choice of ['refund', 'rebook']) {
            const again = await api(fourth, 'POST', `/api/disruptions/${linkOf(b)}/`, { choice });
            expect(again.status, JSON.stringify(again.body)).toBe(200);
            expect(again.body).toMatchObject({ reference: b.pnr, state: 'refunded', rebook: null });
          }
        }
        await settled();
        // The four who did not choose are still to choose, each mailed once.
        expect((await outcomes()).filter((o) => o.state === 'pending')).toHaveLength(4);
        expect(await mailsOf('disruption')).toHaveLength(6);
        await kill(fourth);
      } finally {
        for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await sql.end().catch(() => {});
        await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    SLOW,
  );
});
