import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { APIRequestContext } from '@playwright/test';

// The operations console's journeys: the first admin is made as an operator makes one, with
// `npm run ops:admin` on the server under test (its data folder is named by its port,
// scripts/e2e-server.mjs), and staff are set up through the real set-up calls.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = new URL(process.env.BASE_URL ?? 'http://localhost:3210').port || '3210';
export const STAFF_PASSWORD = 'Winter-Dispatch-2026!';

/** The authenticator's code for `secret`, `steps` 30-second steps from now (a code works once). */
export function totp(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** `npm run ops:admin -- --email … --name …` on the server under test: the set-up link it prints. */
export function opsAdminLink(email: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ops:admin', '--', '--email', email, '--name', name], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', PUBLIC_URL: '', PORT, DATA_DIR: path.join(os.tmpdir(), `landline-e2e-${PORT}`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      const link = /https?:\/\/\S+\/ops\/setup\/\S+/.exec(output);
      if (code === 0 && link) resolve(link[0]);
      else reject(new Error(`npm run ops:admin: ${code} ${output}`));
    });
  });
}

/**
 * Sets a member up through the API from their link, in `request`'s cookie jar (a page's
 * `page.request` shares its browser context's): they are then signed in there.
 */
export async function setUpFromLink(request: APIRequestContext, link: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = link.split('/ops/setup/')[1];
  const info = await request.get(`/api/ops/setup/${token}`);
  if (!info.ok()) throw new Error(`GET setup: ${info.status()} ${await info.text()}`);
  const { secret } = (await info.json()) as { secret: string };
  const done = await request.post(`/api/ops/setup/${token}`, { data: { password: STAFF_PASSWORD, code: totp(secret) } });
  if (!done.ok()) throw new Error(`POST setup: ${done.status()} ${await done.text()}`);
  return { secret, recoveryCodes: ((await done.json()) as { recovery_codes: string[] }).recovery_codes };
}

/**
 * A signed-in member of `role` in `request`'s cookie jar: an admin from the command, any other
 * role invited by a fresh admin through the API.
 */
export async function staffSignedIn(request: APIRequestContext, role: 'agent' | 'dispatcher' | 'driver' | 'admin', name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const adminLink = await opsAdminLink(`admin-${stamp}@landline.test`, `Admin ${stamp}`);
  await setUpFromLink(request, adminLink);
  if (role === 'admin') return { email: `admin-${stamp}@landline.test` };
  const email = `${role}-${stamp}@landline.test`;
  const invited = await request.post('/api/ops/staff/', { data: { email, name, role } });
  if (!invited.ok()) throw new Error(`POST staff: ${invited.status()} ${await invited.text()}`);
  const { setup_url } = (await invited.json()) as { setup_url: string };
  // Setting the new member up signs them in, in place of the admin.
  await setUpFromLink(request, setup_url);
  return { email };
}

/** A traveller of the console's journeys: the lead passenger and payer of a one-adult booking. */
export interface Traveller {
  first: string;
  last: string;
  email: string;
}

type Itinerary = { availability: number; booking_token: string; segments: { departure_at: string; operator: string }[] };

/** The search's ground-only itineraries from `from` to `to` on `date` with `seats` left, earliest first, and the search's id. */
export async function groundItineraries(request: APIRequestContext, from: string, to: string, date: string, seats = 1) {
  const search = await request.put('/api/bookings/reservation/', {
    data: { dep_from: from, dep_to: to, departure_date: date, passengers_adults: 1 },
  });
  if (!search.ok()) throw new Error(`search: ${search.status()} ${await search.text()}`);
  const found = (await search.json()) as { uuid: string; depart_flights: Itinerary[] };
  const ground = found.depart_flights
    .filter((i) => i.availability >= seats && i.segments.every((s) => s.operator !== 'KIWI'))
    .sort((a, b) => Date.parse(a.segments[0].departure_at) - Date.parse(b.segments[0].departure_at));
  return { uuid: found.uuid, ground };
}

/** Holds `itinerary` of search `uuid` for one adult, saves `who` as its passenger and pays by the sandbox's card: the reference. */
export async function payFor(request: APIRequestContext, uuid: string, itinerary: Itinerary, who: Traveller): Promise<string> {
  const held = await request.put(`/api/bookings/${uuid}/itinerary/`, { data: { departure_flight: itinerary, passengers_adults: 1 } });
  if (!held.ok()) throw new Error(`hold: ${held.status()} ${await held.text()}`);
  const reservation = (await held.json()) as { pnr: string; cart: { uuid: string }; departure: { booking_token: string } };
  const passenger = {
    title: 'Ms',
    first_name: who.first,
    last_name: who.last,
    gender: 2,
    date_of_birth: '1982-06-21',
    email: who.email,
    phone_number: '+1 970 555 0142',
    passenger_type: 'AD',
    special_requirements: [],
  };
  const saved = await request.put(`/api/bookings/${uuid}/passengers/`, {
    data: { cart_id: reservation.cart.uuid, booking_token: reservation.departure.booking_token, passengers: [passenger] },
  });
  if (!saved.ok()) throw new Error(`passengers: ${saved.status()} ${await saved.text()}`);
  const paid = await request.put('/api/cart/check_out/', {
    data: {
      cart_id: reservation.cart.uuid,
      payment_data: { holder_name: `${who.first} ${who.last}`, email: who.email },
      stripe_token: 'tok_visa',
    },
  });
  if (!paid.ok()) throw new Error(`checkout: ${paid.status()} ${await paid.text()}`);
  return reservation.pnr;
}

/** A paid one-adult booking of the first ground itinerary from `from` to `to` on `date`: the reference. */
export async function paidGroundBooking(request: APIRequestContext, route: { from: string; to: string; date: string }, who: Traveller) {
  const { uuid, ground } = await groundItineraries(request, route.from, route.to, route.date);
  if (!ground.length) throw new Error(`no ground itinerary ${route.from} → ${route.to} on ${route.date}`);
  return payFor(request, uuid, ground[0], who);
}

/** The departure (trip id) a booking's first coach rides, read as its passenger would. */
export async function firstCoachOf(request: APIRequestContext, pnr: string, last: string): Promise<number> {
  const trip = await (await request.get(`/api/v2/booking/tickets/${pnr}/`, { headers: { lastname: last } })).json();
  return trip.departure.segments.find((s: { trip_id: number | null }) => s.trip_id !== null).trip_id as number;
}
