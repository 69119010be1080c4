// jobs/: the job queue every piece of background work runs on (decision 270). pg-boss keeps the
// jobs in the app's own database, in its schema `pgboss`: on PostgreSQL every instance works the
// queue and SKIP LOCKED hands each job to one of them; on the embedded PGlite the one process
// works it through the same code. A job that throws is retried with backoff, then kept as failed
// with its error.

import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';
import { isDatabaseUnavailable, rootReason } from '../db/faults.js';
import { NO_TRACING, type Tracing } from '../tracing/tracing.js';

/** Where pg-boss keeps its tables, beside the app's. */
export const JOB_SCHEMA = 'pgboss';

/** A sweep's time limit unless it says otherwise: the quick ones (holds, mail, points) take milliseconds. */
const SWEEP_TIMEOUT_SECONDS = 30;

/** How long a queue that could not start waits before it tries again. */
const RESTART_SECONDS = 5;

/** The advisory lock under which queues are created (any number no other lock of the app uses). */
const CREATE_QUEUE_LOCK = 270_001;

/** How often an idle worker asks for a job (seconds); a sweep sent here is started at once. */
const POLL_SECONDS = 2;

/**
 * Work done again and again: hold expiry, the reconciler, the purge. Each instance sends the sweep
 * when it starts and every `everyMs`; one job per period is kept whoever sends it (a throttle slot
 * in the database), at most one waits and one runs across the deployment (the `stately` policy).
 */
export interface Sweep {
  /** The queue's name, lower case with dashes. */
  name: string;
  everyMs: number;
  /** One round; answers how many things it did. */
  work: () => Promise<number>;
  /** Logged when a round did something: `{ [what]: n }, done`; `failed` when it threw. */
  what: string;
  done: string;
  failed: string;
  /**
   * A round still running after this is taken as lost (its instance died) and run again
   * (SWEEP_TIMEOUT_SECONDS by default). While it runs, no other round of the sweep starts: a
   * short limit brings a dead instance's sweep back sooner, a long one lets slow work finish.
   */
  timeoutSeconds?: number;
}

/** Work done once per item (one mail), retried with backoff when it throws. */
export interface Task<T extends object> {
  name: string;
  run(data: T): Promise<void>;
  /** Attempts after the first; the n-th waits retryDelaySeconds × 2^n, more or less. */
  retries: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  /**
   * How many of its jobs an instance runs at once (1 by default): they are fetched together and
   * each ends on its own. Work that mostly waits on another server (a mail on the SMTP relay)
   * wants several.
   */
  concurrency?: number;
}

/** Sends a task's job; the same `key` twice is one job, whoever sends it. */
export type SendTask<T extends object> = (data: T, key: string) => Promise<void>;

/** What /metrics says per queue. */
export interface QueueCount {
  queue: string;
  /** Waiting and due (created, or retrying with its delay over). */
  queued: number;
  active: number;
  failed: number;
  /** Age of the oldest job waiting and due (0 when none waits). */
  oldestQueuedSeconds: number;
}

/** A job id made from a task's key, so that sending it twice inserts one row (pg-boss ignores the second). */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class JobQueue {
  private readonly sweeps: Sweep[] = [];
  private readonly tasks: Task<object>[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly workerIds = new Map<string, string>();
  private boss: PgBoss | null = null;
  /** Set by stop(): no new job starts. */
  private stopping = false;
  /** Set once stop() has drained: pg-boss' late queries are dropped, not sent to a closed database. */
  private closed = false;
  /** Queries and job runs under way, which stop() waits for. */
  private readonly underWay = new Set<Promise<unknown>>();
  private restart: NodeJS.Timeout | undefined;
  /** The start under way, which stop() lets end first. */
  private starting: Promise<void> | undefined;

  constructor(
    private readonly database: Pick<Database, 'query'>,
    private readonly log: FastifyBaseLogger,
    /** Each run is the first span of a trace of its own (decision 274). */
    private readonly tracing: Pick<Tracing, 'traced'> = NO_TRACING,
  ) {}

  /** Registers a sweep (before start). */
  every(sweep: Sweep): void {
    this.sweeps.push(sweep);
  }

  /** Registers a task (before start) and answers how to send its jobs. */
  task<T extends object>(task: Task<T>): SendTask<T> {
    this.tasks.push(task as Task<object>);
    return async (data, key) => {
      if (!this.boss) throw new Error(`the job queue is not running: ${task.name} not sent`);
      const id = await this.boss.send(task.name, data, { id: jobIdOf(task.name, key) });
      if (id) this.wake(task.name);
    };
  }

  /** Installs or upgrades the queue's tables, creates the queues, starts the workers and the sweeps. */
  async start(): Promise<void> {
    try {
      await this.open();
    } catch (error) {
      // Half started (the queue's tables made, a queue not): nothing of it keeps running.
      for (const timer of this.timers) clearInterval(timer);
      this.timers.length = 0;
      this.workerIds.clear();
      const boss = this.boss;
      this.boss = null;
      await boss?.stop({ graceful: false, close: false }).catch(() => {});
      throw error;
    }
  }

  /**
   * Starts the queue once the app is ready, and again every RESTART_SECONDS until it does: the
   * app serves requests while its database is away for a moment, and its jobs follow when it is back.
   */
  startWhenPossible(): void {
    const attempt = async () => {
      if (this.stopping) return;
      try {
        await this.start();
      } catch (err) {
        this.report(err, `the job queue did not start; trying again in ${RESTART_SECONDS} s`);
        this.restart = setTimeout(() => void (this.starting = attempt()), RESTART_SECONDS * 1000);
        this.restart.unref();
      }
    };
    this.starting = attempt();
  }

  private async open(): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.execute(text, values) },
      schema: JOB_SCHEMA,
      migrate: true,
      // A job past its time limit (its instance died) is failed for a retry, and old ones
      // archived, every 15 s by whichever instance comes first.
      supervise: true,
      maintenanceIntervalSeconds: 15,
      // Sweeps repeat every few seconds: a completed one is history after an hour. A failed job
      // stays readable, with its error, for a month.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 30 * 86_400,
      deleteAfterDays: 30,
      schedule: false,
    });
    boss.on('error', (err) => this.report(err, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const sweep of this.sweeps) {
      await this.queue(sweep.name, {
        policy: 'stately',
        retryLimit: 2,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: sweep.timeoutSeconds ?? SWEEP_TIMEOUT_SECONDS,
      });
      await this.work(sweep.name, async () => {
        try {
          const n = await sweep.work();
          if (n) this.log.info({ [sweep.what]: n }, sweep.done);
        } catch (err) {
          this.report(err, sweep.failed);
          throw err;
        }
      });
    }
    for (const task of this.tasks) {
      await this.queue(task.name, {
        policy: 'standard',
        retryLimit: task.retries,
        retryDelay: task.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: task.timeoutSeconds,
      });
      await this.work(task.name, (data) => task.run(data), task.concurrency);
    }
    for (const sweep of this.sweeps) {
      // At start-up, a round whatever the period's slot holds (a restart after a crash settles
      // at once); then one per period across the deployment.
      void this.sendSweep(sweep, true);
      const timer = setInterval(() => void this.sendSweep(sweep), sweep.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /**
   * Stops sending sweeps and lets running jobs end (those that do not are retried elsewhere),
   * then waits for the queries under way: the database closes after this.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    await this.starting;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    // pg-boss marks a job complete without awaiting it, and a fetch under way at stop may still
    // answer: both would otherwise reach a closed database as an unhandled rejection.
    // A turn of the event loop lets a completion that follows a job's end be sent, and waited for.
    do {
      await Promise.allSettled([...this.underWay]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.underWay.size);
    this.closed = true;
  }

  private execute(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    // A late completion is dropped: its job stays active until its time limit, then runs again.
    // pg-boss reads no row of an answer without rows (`{ rows: [] }` made it read rows[0].count).
    if (this.closed) return Promise.resolve({} as { rows: unknown[] });
    return this.track(this.database.query(text, values));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.underWay.add(promise);
    const done = () => void this.underWay.delete(promise);
    promise.then(done, done);
    return promise;
  }

  /** Each queue's waiting, running and failed jobs (the app's own queues only). */
  async counts(): Promise<QueueCount[]> {
    const names = [...this.sweeps, ...this.tasks].map((job) => job.name);
    if (!names.length) return [];
    const { rows } = await this.database.query(
      `select name,
        count(*) filter (where state < 'active' and start_after <= now())::int as queued,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        coalesce(extract(epoch from now() - min(created_on) filter (where state < 'active' and start_after <= now())), 0)::float8 as oldest
      from ${JOB_SCHEMA}.job where name = any($1::text[]) group by name`,
      [names],
    );
    const byName = new Map(rows.map((row) => [String(row.name), row]));
    return names.map((queue) => {
      const row = byName.get(queue);
      return {
        queue,
        queued: Number(row?.queued ?? 0),
        active: Number(row?.active ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestQueuedSeconds: Math.max(0, Number(row?.oldest ?? 0)),
      };
    });
  }

  private async queue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    // pg-boss's own createQueue, called by two instances starting together on PostgreSQL, can
    // deadlock (each creates the queue's table with keys to the queue list): instances take turns
    // under a transaction's advisory lock. Creating keeps an existing queue's settings; updating
    // brings them to this version's.
    await this.database.query(
      `with turn as (select pg_advisory_xact_lock(${CREATE_QUEUE_LOCK})) select ${JOB_SCHEMA}.create_queue($1, $2::json) from turn`,
      [name, JSON.stringify(options)],
    );
    await this.boss!.updateQueue(name, { name, ...options });
  }

  private async work(name: string, run: (data: object) => Promise<void>, concurrency = 1): Promise<void> {
    const boss = this.boss!;
    const attributes = { 'messaging.system': 'pg-boss', 'messaging.destination.name': name };
    const runOne = (job: PgBoss.Job<object>) => this.track(this.tracing.traced(`job ${name}`, attributes, () => run(job.data)));
    const id = await boss.work<object>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: concurrency }, async (jobs) => {
      // Fetched while stopping: failed now, retried by a running instance.
      if (this.stopping) throw new Error('the instance is stopping');
      try {
        if (jobs.length === 1) return await runOne(jobs[0]);
        // A batch: pg-boss completes or fails all its jobs together, so each one that throws is
        // failed here on its own (retried or kept with its error); the batch then completes the
        // rest, and only jobs still active (never one failed here).
        await Promise.all(jobs.map((job) => runOne(job).catch((err) => boss.fail(name, job.id, err))));
      } finally {
        // There may be more: ask again at once rather than after the polling interval (a burst
        // of mail went out one every 2 s per instance).
        this.wake(name);
      }
    });
    this.workerIds.set(name, id);
  }

  private async sendSweep(sweep: Sweep, now = false): Promise<void> {
    try {
      // The queue's policy still keeps one waiting at most.
      const throttle = now ? {} : { singletonSeconds: Math.max(1, Math.round(sweep.everyMs / 1000)) };
      const id = await this.boss?.send(sweep.name, {}, throttle);
      if (id) this.wake(sweep.name);
    } catch (err) {
      // The database away: the next period sends again.
      this.report(err, `${sweep.name} not queued`);
    }
  }

  /**
   * The database away is a warning of one line, as everywhere else (decision 181's faults): the
   * queue tries again by itself. Anything else is an error, with its stack.
   */
  private report(err: unknown, what: string): void {
    if (isDatabaseUnavailable(err)) this.log.warn(`${what}: ${rootReason(err)}`);
    else this.log.error({ err }, what);
  }

  /** A job was just sent here: this instance's worker fetches now rather than at its next poll. */
  private wake(name: string): void {
    const id = this.workerIds.get(name);
    if (id) this.boss?.notifyWorker(id);
  }
}

/**
 * Installs or upgrades the queue's tables without starting it: a database made once and copied
 * (the test suite's seeded database) then starts its apps without that work.
 */
export async function installJobTables(database: Pick<Database, 'query'>): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.query(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (decision 270): a feature registers its sweeps and tasks here while the app is built. */
    jobs: JobQueue;
  }
}
