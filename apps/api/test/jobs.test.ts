import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { outbox } from '../src/db/schema.js';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, JobQueue } from '../src/jobs/queue.js';
import { enqueueMail } from '../src/mail/service.js';
import { activationMail } from '../src/mail/templates.js';
import { eventually, secondInstance, testApp, testDatabase, type TestApp } from './harness.js';

// The job queue (decision 270) on the real database: two queues on one database are two
// instances of the app. On PGlite both share the one connection, as two apps in one process would.

/** A logger that keeps the errors the queue reports. */
function quietLog(errors: unknown[] = []): FastifyBaseLogger {
  const log = {
    level: 'silent',
    info: () => {},
    warn: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    error: (value: unknown) => void errors.push(value),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe('the job queue', () => {
  it('runs a task sent twice with one key, from two instances, once', async () => {
    const runs: string[] = [];
    const queues = [new JobQueue(database, quietLog()), new JobQueue(database, quietLog())];
    const senders = queues.map((queue) =>
      queue.task<{ booking: string }>({
        name: 'test-once',
        run: async ({ booking }) => void runs.push(booking),
        retries: 0,
        retryDelaySeconds: 1,
        timeoutSeconds: 30,
      }),
    );
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await Promise.all([senders[0]({ booking: 'LL-ONE' }, 'LL-ONE'), senders[1]({ booking: 'LL-ONE' }, 'LL-ONE')]);
      await senders[1]({ booking: 'LL-TWO' }, 'LL-TWO');
      await eventually(async () => runs.length >= 2, 20_000, 'both tasks running');
      // A sweep of each queue has run meanwhile; a third run of LL-ONE would have had time to come.
      await eventually(async () => (await queues[0].counts())[0].active === 0);
      expect(runs.sort()).toEqual(['LL-ONE', 'LL-TWO']);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('runs a sweep that two instances send on one instance at a time, once per period', async () => {
    let running = 0;
    let most = 0;
    let rounds = 0;
    const started = Date.now();
    const queues = [new JobQueue(database, quietLog()), new JobQueue(database, quietLog())];
    for (const queue of queues) {
      queue.every({
        name: 'test-sweep',
        everyMs: 1000,
        work: async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 300));
          running--;
          rounds++;
          return 0;
        },
        what: 'swept',
        done: 'swept',
        failed: 'not swept',
      });
    }
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await eventually(async () => rounds >= 4, 30_000, 'four rounds');
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    const seconds = (Date.now() - started) / 1000;
    expect(most).toBe(1);
    // One job per one-second slot whoever sends it, and one more per instance at its start.
    expect(rounds).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
  });

  it('retries a task that throws, then keeps it as failed with its error', async () => {
    let attempts = 0;
    const errors: unknown[] = [];
    const queue = new JobQueue(database, quietLog(errors));
    const send = queue.task<{ n: number }>({
      name: 'test-fails',
      run: async () => {
        attempts++;
        throw new Error(`the provider said no (attempt ${attempts})`);
      },
      retries: 1,
      retryDelaySeconds: 1,
      timeoutSeconds: 30,
    });
    try {
      await queue.start();
      await send({ n: 1 }, 'always-fails');
      await eventually(async () => (await queue.counts())[0].failed === 1, 30_000, 'the task failing for good');
      expect(attempts).toBe(2);
      const { rows } = await database.query(`select state, output from ${JOB_SCHEMA}.job where name = 'test-fails'`);
      expect(rows).toHaveLength(1);
      expect(rows[0].state).toBe('failed');
      expect(JSON.stringify(rows[0].output)).toContain('the provider said no (attempt 2)');
    } finally {
      await queue.stop();
    }
  });
  it('runs as many jobs at once as its concurrency, each ending on its own', async () => {
    const runs = new Map<number, number>();
    let running = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const queue = new JobQueue(database, quietLog());
    queue.task<{ n: number }>({
      name: 'test-together',
      run: async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        most = Math.max(most, ++running);
        await gate;
        running--;
        if (n === 2) throw new Error('the relay refused rider 2');
      },
      retries: 1,
      retryDelaySeconds: 1,
      timeoutSeconds: 30,
      concurrency: 3,
    });
    // Five jobs waiting in one statement, so that the worker's first fetch finds them all.
    const sender = new PgBoss({
      db: { executeSql: (text, values) => database.query(text, values) },
      schema: JOB_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    try {
      await queue.start();
      await sender.start();
      await sender.insert([1, 2, 3, 4, 5].map((n) => ({ name: 'test-together', data: { n } })));
      await eventually(async () => running === 3, 20_000, 'three jobs running at once');
      open();
      await eventually(async () => (await queue.counts())[0].failed === 1, 30_000, 'rider 2 failing for good');
      const { rows } = await database.query(`select state, data from ${JOB_SCHEMA}.job where name = 'test-together' order by data->>'n'`);
      expect(rows.map((row) => [(row.data as { n: number }).n, row.state])).toEqual([
        [1, 'completed'],
        [2, 'failed'],
        [3, 'completed'],
        [4, 'completed'],
        [5, 'completed'],
      ]);
      // The one that threw ran again; the others of its batch were not.
      expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 2, 3: 1, 4: 1, 5: 1 });
      expect(most).toBe(3);
    } finally {
      await sender.stop({ graceful: false, close: false });
      await queue.stop();
    }
  });
});

describe('mail through the queue', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  let smtpUrl: string;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    smtpUrl = `smtp://127.0.0.1:${port}`;
    t = await testApp(undefined, { config: { SMTP_URL: smtpUrl } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends each outbox mail once while two instances work the outbox, and marks it sent', async () => {
    const second = await secondInstance(t, { SMTP_URL: smtpUrl });
    try {
      await Promise.all([t.app.ready(), second.app.ready()]);
      const to = Array.from({ length: 6 }, (_, i) => `rider${i}@example.com`);
      for (const address of to) await enqueueMail(t.database.db, activationMail(address, 'Rider', 'http://landline.test/activate/x'));
      await eventually(async () => to.every((address) => received.includes(address)), 30_000, 'six mails arriving');
      // Let both instances' sweeps come round again: nothing is sent twice.
      await eventually(async () => (await t.app.jobs.counts()).every((queue) => queue.queued === 0 && queue.active === 0));
      expect(received.filter((address) => to.includes(address)).sort()).toEqual(to);
      const rows = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, to[0]));
      expect(rows[0].sentAt).not.toBeNull();
      expect(rows[0].attempts).toBe(1);
    } finally {
      await second.app.close();
    }
  });
});
