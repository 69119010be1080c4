// Would PGlite on a worker thread raise the embedded database's checkout rate (issue 33 goal 2)?
// A checkout-shaped request, 32 at once: 3 statements, then a transaction of 14, each statement
// after WORK µs of this thread's own JavaScript (drizzle building it, the app), one request a
// macrotask as HTTP's are. PGlite runs here (`thread`) or on a worker (`worker`, worker.mjs),
// alternately; requests a second over SECONDS. TRANSACTION=1: the same 17 statements with a
// transaction of one (as if each of a checkout's transactions were one statement).
// `npm run pglite-worker -w bench [-- WORK...]` (default 100 300 600; SECONDS=5).
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const WORKS = process.argv.slice(2).map(Number);
const SECONDS = Number(process.env.SECONDS ?? 5);
/** Statements before the transaction, and in it (TRANSACTION=1: all but one outside any). */
const INSIDE = process.env.TRANSACTION === '1' ? 1 : 14;
const OUTSIDE = 17 - INSIDE;
const CONNECTIONS = 32;
const READ = 'select id, v, n from t where id = $1';
const WRITE = 'update t set n = n + 1 where id = $1';
/** The table both sides query: 5,000 rows read and counted up by primary key. */
const SETUP = `
  create table t (id int primary key, v text, n int not null default 0);
  insert into t (id, v) select g, 'row ' || g from generate_series(1, 5000) g;`;

interface Client {
  query(text: string, params: unknown[]): Promise<unknown>;
}
interface Database extends Client {
  transaction(fn: (tx: Client) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Busy for `us` microseconds: the JavaScript a real statement costs this thread. */
function spin(us: number) {
  const end = performance.now() + us / 1000;
  while (performance.now() < end);
}

async function inThread(): Promise<Database> {
  const pg = new PGlite();
  await pg.waitReady;
  await pg.exec(SETUP);
  return {
    query: (text, params) => pg.query(text, params, { rowMode: 'array' }),
    transaction: (fn) => pg.transaction((tx) => fn({ query: (text, params) => tx.query(text, params, { rowMode: 'array' }) })),
    close: () => pg.close(),
  };
}

async function onWorker(): Promise<Database> {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { setup: SETUP } });
  await new Promise((ready) => worker.once('message', ready));
  const waiting = new Map<number, { resolve: (m: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  let transactions = 0;
  worker.on('message', (m: { id: number; error?: string }) => {
    const call = waiting.get(m.id)!;
    waiting.delete(m.id);
    if (m.error) call.reject(new Error(m.error));
    else call.resolve(m);
  });
  const send = (message: object) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  return {
    query: (text, params) => send({ text, params }),
    async transaction(fn) {
      const tx = transactions++;
      await send({ op: 'begin', tx });
      try {
        await fn({ query: (text, params) => send({ text, params, tx }) });
      } finally {
        await send({ op: 'commit', tx });
      }
    },
    close: () => worker.terminate().then(() => {}),
  };
}

async function rate(db: Database, work: number): Promise<number> {
  let done = 0;
  let stop = false;
  const loop = async (start: number) => {
    let row = start;
    while (!stop) {
      await new Promise((arrived) => setImmediate(arrived));
      for (let s = 0; s < OUTSIDE; s++) {
        spin(work);
        await db.query(READ, [(row++ % 5000) + 1]);
      }
      await db.transaction(async (tx) => {
        for (let s = 0; s < INSIDE; s++) {
          spin(work);
          await tx.query(s % 3 === 2 ? WRITE : READ, [(row++ % 5000) + 1]);
        }
      });
      spin(work);
      done++;
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, (_, k) => loop(k * 150));
  await new Promise((warm) => setTimeout(warm, 1000));
  const [d0, t0] = [done, performance.now()];
  await new Promise((measured) => setTimeout(measured, SECONDS * 1000));
  const perSecond = (done - d0) / ((performance.now() - t0) / 1000);
  stop = true;
  await Promise.all(loops);
  return perSecond;
}

console.log('| own work a statement (µs) | PGlite in this thread | PGlite on a worker | worker / thread |');
console.log('|---:|---:|---:|---:|');
for (const work of WORKS.length ? WORKS : [100, 300, 600]) {
  const rates = { thread: [] as number[], worker: [] as number[] };
  for (let round = 0; round < 2; round++) {
    for (const [kind, open] of [
      ['thread', inThread],
      ['worker', onWorker],
    ] as const) {
      const db = await open();
      rates[kind].push(await rate(db, work));
      await db.close();
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const shown = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
  console.log(
    `| ${work} | ${shown(rates.thread)} | ${shown(rates.worker)} | ${((100 * mean(rates.worker)) / mean(rates.thread)).toFixed(0)}% |`,
  );
}
