// Checkout benchmark: confirmed bookings per second — PUT cart/check_out/ with the
// sandbox processor (tok_visa) on held carts with their passengers — on PGlite and PostgreSQL,
// beside a bare route in the same run. Each request pays a cart never paid before (a replay
// would only read the first result back); the carts are held before the clock starts, spread
// over the departures of six routes and a fortnight, with seats enough never to sell out.
import type autocannon from 'autocannon';
import { CARD_PAYMENT, LEAD_PASSENGER } from '../../apps/api/test/fixtures/traveller.ts';
import { compare, day, GROUND_ROUTES, JSON_GZIP, PORT, type Scenario } from '../lib.ts';

process.env.BENCH_HOLD = '1';

const base = `http://127.0.0.1:${PORT}/api`;
/** Carts held per server: enough for the warm-up and the run at a few hundred a second. */
const CARTS = Number(process.env.BENCH_CARTS ?? 6000);

async function api(method: string, path: string, body: unknown) {
  const res = await fetch(`${base}/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Holds CARTS one-adult rides with their passenger, 32 at a time; their carts' ids. */
async function heldCarts(): Promise<string[]> {
  const choices: { uuid: string; it: { booking_token: string } }[] = [];
  for (let d = 2; d <= 15; d++) {
    for (const [from, to] of GROUND_ROUTES) {
      const found = await api('PUT', 'bookings/reservation/', { dep_from: from, dep_to: to, departure_date: day(d) });
      for (const it of found.depart_flights.filter((i: { availability: number }) => i.availability > 0).slice(0, 3)) {
        choices.push({ uuid: found.uuid, it });
      }
    }
  }
  const carts: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < CARTS) {
      const { uuid, it } = choices[next++ % choices.length];
      const held = await api('PUT', `bookings/${uuid}/itinerary/`, { departure_flight: it, passengers_adults: 1 });
      await api('PUT', `bookings/${uuid}/passengers/`, {
        passengers: [LEAD_PASSENGER],
        cart_id: held.cart.uuid,
        booking_token: it.booking_token,
      });
      carts.push(held.cart.uuid);
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return carts;
}

async function scenarios(): Promise<Scenario[]> {
  const carts = await heldCarts();
  let n = 0;
  const checkout: autocannon.Request = {
    method: 'PUT',
    path: '/api/cart/check_out/',
    headers: JSON_GZIP,
    // A fresh cart each time; once they run out, a cart that does not exist (counted as errors).
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        cart_id: carts[n++] ?? '00000000-0000-4000-8000-000000000000',
        ...CARD_PAYMENT,
      }),
    }),
  };
  return [{ name: `checkout, ${carts.length} held carts`, requests: [checkout] }];
}

await compare('Checkouts', Number(process.env.BENCH_CONNECTIONS ?? 32), scenarios, {
  method: 'PUT',
  path: '/bare',
  headers: JSON_GZIP,
  body: JSON.stringify({ cart_id: 'x' }),
});
