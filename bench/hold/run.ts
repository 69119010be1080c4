// Hold benchmark: PUT bookings/{uuid}/itinerary/ — re-check, re-price and hold the
// seats of a chosen itinerary — beside a bare route, on PGlite and PostgreSQL.
// Two loads: every hold on one hot departure (all writers queue on one trip row's lock) and holds
// spread over the departures of six routes and a fortnight. Trips get seats enough never to sell out.
// The load comes from one address, so the servers run without per-client limits; a third load
// (servers labelled "per-client limits") sends each hold from its own client behind a trusted
// proxy, as deployed: each hold then counts its holder's seats (decision 233).
import type autocannon from 'autocannon';
import { compare, DATABASES, day, GROUND_ROUTES, JSON_GZIP, PORT, type Scenario, type ServerRun } from '../lib.ts';

process.env.BENCH_HOLD = '1';

const base = `http://127.0.0.1:${PORT}/api`;

/** A client address of its own for the n-th request (X-Forwarded-For: a server trusting one proxy sees a new client). */
const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let searches = 0;

/** A search's id and its itineraries' booking tokens, asked of the running server. */
async function chosen(from: string, to: string, date: string): Promise<{ uuid: string; tokens: string[] }> {
  const res = await fetch(`${base}/bookings/reservation/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress(1_000_000 + searches++) },
    body: JSON.stringify({ dep_from: from, dep_to: to, departure_date: date }),
  });
  const body = (await res.json()) as { uuid: string; depart_flights: { booking_token: string; availability: number }[] };
  return { uuid: body.uuid, tokens: body.depart_flights.filter((i) => i.availability > 0).map((i) => i.booking_token) };
}

const holdRequest = (uuid: string, token: string) => ({
  method: 'PUT' as const,
  path: `/api/bookings/${uuid}/itinerary/`,
  headers: JSON_GZIP,
  body: JSON.stringify({ departure_flight: { booking_token: token }, passengers_adults: 1 }),
});

/** The same holds in turn, each from a client of its own. */
function eachFromItsOwnClient(holds: ReturnType<typeof holdRequest>[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'PUT',
      setupRequest: (req: autocannon.Request) => {
        const n = next++;
        const hold = holds[n % holds.length];
        return { ...req, path: hold.path, headers: { ...JSON_GZIP, 'x-forwarded-for': clientAddress(n) }, body: hold.body };
      },
    },
  ];
}

const perClient: ServerRun[] = DATABASES.map((run) => ({ ...run, label: `${run.label}, per-client limits`, env: { BENCH_PER_IP: '1' } }));
const oneAddress = DATABASES.map((run) => run.label);

async function scenarios(): Promise<Scenario[]> {
  const hot = await chosen('FTC', 'DEN', day(3));
  const spread: ReturnType<typeof holdRequest>[] = [];
  for (let d = 2; d <= 15; d++) {
    for (const [from, to] of GROUND_ROUTES) {
      const found = await chosen(from, to, day(d));
      for (const token of found.tokens.slice(0, 3)) spread.push(holdRequest(found.uuid, token));
    }
  }
  return [
    { name: 'hold, one hot departure', requests: [holdRequest(hot.uuid, hot.tokens[0])], only: oneAddress },
    { name: `hold, ${spread.length} departures`, requests: spread, only: oneAddress },
    {
      name: `hold, ${spread.length} departures, each from its own client`,
      requests: eachFromItsOwnClient(spread),
      only: perClient.map((r) => r.label),
    },
  ].filter((s) => !process.env.BENCH_ONLY || s.name.startsWith(process.env.BENCH_ONLY));
}

await compare(
  'Holds',
  Number(process.env.BENCH_CONNECTIONS ?? 32),
  scenarios,
  {
    ...holdRequest('00000000-0000-4000-8000-000000000000', 'x'),
    path: '/bare',
  },
  [...DATABASES, ...perClient],
);
