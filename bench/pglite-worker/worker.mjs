// The worker's side of run.ts (plain JavaScript: tsx's loader does not reach a worker on Node 20):
// one PGlite, made from `workerData.setup`. A statement outside a transaction goes through
// `query`, whose lock makes it wait for an open transaction; a transaction stays open between
// messages until its commit arrives, as a drizzle transaction would through a proxy.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pg = new PGlite();
await pg.waitReady;
await pg.exec(workerData.setup);
/** Open transactions by the main thread's number: the transaction and what ends it. */
const open = new Map();

parentPort.on('message', async (m) => {
  try {
    if (m.op === 'begin') {
      await new Promise((begun) => {
        void pg.transaction((tx) => new Promise((end) => (open.set(m.tx, { tx, end }), begun())));
      });
      parentPort.postMessage({ id: m.id });
    } else if (m.op === 'commit') {
      open.get(m.tx).end();
      open.delete(m.tx);
      parentPort.postMessage({ id: m.id });
    } else {
      const client = m.tx !== undefined ? open.get(m.tx).tx : pg;
      const answer = await client.query(m.text, m.params, { rowMode: 'array' });
      parentPort.postMessage({ id: m.id, rows: answer.rows });
    }
  } catch (error) {
    parentPort.postMessage({ id: m.id, error: error.message });
  }
});
parentPort.postMessage({ ready: true });
