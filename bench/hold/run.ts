// Hold benchmark: PUT bookings/{uuid}/itinerary/ — re-check, re-price and hold the
// seats of a chosen itinerary in one transaction — beside a bare route, on PGlite and PostgreSQL.
// Two loads: every hold on one hot departure (all writers queue on one trip row's lock) and holds
// spread over the departures of six routes and a fortnight. Trips get seats enough never to sell out.
import { compare, day, GROUND_ROUTES, JSON_GZIP, PORT, type Scenario } from '../lib.ts';

process.env.BENCH_HOLD = '1';

const base = `http://127.0.0.1:${PORT}/api`;

/** A search's id and its itineraries' booking tokens, asked of the running server. */
async function chosen(from: string, to: string, date: string): Promise<{ uuid: string; tokens: string[] }> {
  const res = await fetch(`${base}/bookings/reservation/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
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
    { name: 'hold, one hot departure', requests: [holdRequest(hot.uuid, hot.tokens[0])] },
    { name: `hold, ${spread.length} departures`, requests: spread },
  ];
}

await compare('Holds', Number(process.env.BENCH_CONNECTIONS ?? 32), scenarios, {
  ...holdRequest('00000000-0000-4000-8000-000000000000', 'x'),
  path: '/bare',
});
