// CPU per new search, in process (load-independent): one build's app on PGlite or PostgreSQL,
// asked COUNT questions never asked before (route × date × party, ground and multimodal) through
// app.inject, with process.cpuUsage() around them. Run the build before and after a change
// alternately:  node --import tsx bench/search/cpu.ts <worktree root> [ground|multimodal] [pglite|postgres]
// BENCH_QUESTIONS (400) and BENCH_CONCURRENCY (32) set how many and how many at once.
// A warm-up of other questions (the same kind) runs first, so JIT and the network's caches settle.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { day, FLIGHT_PAIRS, groundPairs, newQuestions } from '../lib.ts';
import { loadBuild } from './build.ts';

const [root = process.cwd(), kind = 'ground', db = 'pglite'] = process.argv.slice(2);
const count = Number(process.env.BENCH_QUESTIONS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const postgres =
  db === 'postgres'
    ? {
        url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        database: process.env.BENCH_DB_NAME ?? 'landline_bench',
      }
    : undefined;
const build = await loadBuild(root, { postgres });
const questions = (seed: number, n: number) =>
  kind === 'ground'
    ? newQuestions(groundPairs(), n, seed, {}, day)
    : newQuestions(FLIGHT_PAIRS, n, seed, { filters: { max_stopovers: 2 } }, day);

const warm = questions(11, 200);
for (const q of warm) await build.inject(q);
const asked = questions(12, count);
let bytes = 0;
let itineraries = 0;
// BENCH_PROFILE=file.cpuprofile: a CPU profile of the measured questions only (not start-up).
const profiling = process.env.BENCH_PROFILE;
const session = new Session();
if (profiling) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const wall = performance.now();
const before = process.cpuUsage();
// BENCH_CONCURRENCY questions in flight at once (the load benchmark's connections): 1 measures
// one search alone; more lets the work searches share (a batched write) show.
let next = 0;
const asker = async () => {
  while (next < asked.length) {
    const r = await build.inject(asked[next++]);
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body.slice(0, 300)}`);
    bytes += r.bytes;
  }
};
await Promise.all(Array.from({ length: concurrency }, asker));
const used = process.cpuUsage(before);
const elapsed = performance.now() - wall;
if (profiling) writeFileSync(profiling, JSON.stringify((await session.post('Profiler.stop')).profile));
for (const q of asked.slice(0, 50)) {
  const r = await build.inject({ ...q, city_from: 'count' });
  itineraries += (r.body.match(/"booking_token"/g) ?? []).length;
}
await build.close();
const ms = (used.user + used.system) / 1000 / count;
console.log(
  JSON.stringify({
    root,
    kind,
    db,
    count,
    concurrency,
    cpuMsPerSearch: +ms.toFixed(3),
    wallMsPerSearch: +(elapsed / count).toFixed(3),
    gzipKB: +(bytes / count / 1024).toFixed(1),
    itinerariesPerAnswer: itineraries / 50,
  }),
);
