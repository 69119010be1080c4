// Ground search benchmark: 84 real searches asked again and again (6 routes × 14
// dates, every other one a round trip), and the same questions each asked for the first time.
import { compare, day, GROUND_ROUTES, searchRequest } from '../lib.ts';

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

await compare('Ground search', Number(process.env.BENCH_CONNECTIONS ?? 32), [
  { name: 'search', requests: bodies().map((b) => searchRequest(b, false)) },
  { name: 'search, every one new', requests: bodies().map((b) => searchRequest(b, true)) },
]);
