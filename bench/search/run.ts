// Ground search benchmark: 84 real searches asked again and again (6 routes × 14 dates, every
// other one a round trip); the same questions each made new by a unique label; and questions
// as real traffic asks them: every request a new route × date × party from a new client.
import { compare, DATABASES, day, everyOneNew, GROUND_ROUTES, groundPairs, newQuestions, searchRequest } from '../lib.ts';

const routes = GROUND_ROUTES;

function bodies() {
  const list: Record<string, unknown>[] = [];
  for (let d = 1; d <= 14; d++) {
    for (const [from, to] of routes) {
      const body: Record<string, unknown> = { dep_from: { code: from }, dep_to: { code: to }, departure_date: day(d) };
      if (d % 2 === 0) Object.assign(body, { one_way: false, return_date: day(d + 3) });
      list.push(body);
    }
  }
  return list;
}

/** More questions than a run asks (a few thousand a second for 12 s): none repeats. */
const FRESH = Number(process.env.BENCH_QUESTIONS ?? 100_000);
// Each scenario its own seed: what one asked is not shared with the next.
const fresh = (seed: number) => everyOneNew(newQuestions(groundPairs(), FRESH, seed));
const databases = DATABASES.map((d) => d.label);
const proxied = { kind: 'pglite' as const, label: 'pglite, per-IP limits', env: { BENCH_PER_IP: '1' } };

await compare(
  'Ground search',
  Number(process.env.BENCH_CONNECTIONS ?? 32),
  [
    { name: 'search', requests: bodies().map((b) => searchRequest(b, false)), only: databases },
    { name: 'search, every one new', requests: bodies().map((b) => searchRequest(b, true)), only: databases },
    { name: 'search, every one new route × date × party', requests: fresh(1), only: databases },
    { name: 'search, every one new route × date × party', requests: fresh(2), only: [proxied.label] },
  ].filter((s) => !process.env.BENCH_ONLY || s.name === process.env.BENCH_ONLY),
  undefined,
  [...DATABASES, proxied],
);
