// Type-ahead destinations benchmark (decision 252): the first GET v2/booking/airports/?direction=to
// from each origin, as a traveller opening the To list waits for it. Before: a server that plans
// an origin's destinations when first asked. After: one that made every origin's after start-up.
// Beside them, the bare route asked as often (the floor), and how long each server took to listen.
import type { ChildProcess } from 'node:child_process';
import { PORT, startServer, stopServer } from '../lib.ts';

/** Our places, then partner airports travellers fly from. */
const ORIGINS = [
  'DLH',
  'FTC',
  'DEN',
  'MSP',
  'MKT',
  'YHM',
  'YYZ',
  'YKF',
  'SBN',
  'ORD',
  'TTN',
  'PHL',
  'CSU',
  'HTC',
  'FNL',
  'STC',
  'LAX',
  'ATL',
  'JFK',
  'LHR',
  'SEA',
  'MIA',
  'BOS',
  'YVR',
  'CDG',
  'NRT',
];

const url = (path: string) => `http://127.0.0.1:${PORT}${path}`;

async function timed(path: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url(path));
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - start;
}

function waitFor(child: ChildProcess, word: string): Promise<void> {
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(word)) resolve();
    });
  });
}

interface Row {
  name: string;
  times: number[];
  listenMs?: number;
}

async function firstAnswers(name: string, precompute: boolean): Promise<Row> {
  const started = performance.now();
  const server = await startServer('pglite', precompute ? { BENCH_PRECOMPUTE: '1' } : {});
  const listenMs = performance.now() - started;
  try {
    if (precompute) await waitFor(server, 'warm');
    const times: number[] = [];
    for (const from of ORIGINS) times.push(await timed(`/api/v2/booking/airports/?direction=to&all_airports=true&from=${from}`));
    return { name, times, listenMs };
  } finally {
    await stopServer(server);
  }
}

const bare = await startServer('bare');
const bareTimes: number[] = [];
try {
  for (const _ of ORIGINS) bareTimes.push(await timed('/bare'));
} finally {
  await stopServer(bare);
}
const rows: Row[] = [
  { name: 'bare route', times: bareTimes },
  await firstAnswers('first answer, planned when asked (before)', false),
  await firstAnswers('first answer, made after start-up (after)', true),
];

const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
const floor = at(bareTimes, 0.5);
console.log(`\nType-ahead destinations: the first To list from each of ${ORIGINS.length} origins, one at a time\n`);
console.log('| what | median ms | p90 ms | max ms | median / bare | listening after ms |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const median = at(r.times, 0.5);
  console.log(
    `| ${r.name} | ${median.toFixed(1)} | ${at(r.times, 0.9).toFixed(1)} | ${Math.max(...r.times).toFixed(1)} | ${(median / floor).toFixed(1)}× | ${r.listenMs ? Math.round(r.listenMs) : ''} |`,
  );
}
