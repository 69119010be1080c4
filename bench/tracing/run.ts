// Tracing's cost (decision 274): the app's /healthz (the request hooks and nothing else) and the
// ground search asked again and again, with tracing off and on, beside the bare route. On, every
// span goes to a collector in this process that takes each batch and drops it, as a collector
// elsewhere would (its time is the exporter's sending, not the collector's work).
import type autocannon from 'autocannon';
import { compare, day, GROUND_ROUTES, searchRequest } from '../lib.ts';
import { spanSink } from './sink.ts';

const sink = await spanSink();
const endpoint = sink.endpoint;

const health: autocannon.Request = { method: 'GET', path: '/healthz' };
const searches = GROUND_ROUTES.flatMap(([from, to]) =>
  [1, 2, 3].map((d) => searchRequest({ dep_from: { code: from }, dep_to: { code: to }, departure_date: day(d) }, false)),
);

await compare(
  'Tracing',
  Number(process.env.BENCH_CONNECTIONS ?? 32),
  [
    { name: 'GET /healthz', requests: [health] },
    { name: 'search', requests: searches },
  ],
  { method: 'GET', path: '/bare' },
  // Alternating, so that a busy moment of the machine does not fall on one side only.
  [
    { kind: 'pglite', label: 'tracing on', env: { BENCH_OTLP_ENDPOINT: endpoint } },
    { kind: 'pglite', label: 'tracing off' },
    { kind: 'pglite', label: 'tracing on, again', env: { BENCH_OTLP_ENDPOINT: endpoint } },
    { kind: 'pglite', label: 'tracing off, again' },
  ],
);
console.log(`\nThe collector took ${sink.batches()} batches of spans.`);
await sink.close();
