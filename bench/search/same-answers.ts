// The traveller sees the same thing: the benchmark's questions (ground and multimodal, parties
// of 1–6, one-way and round trips) asked of two builds on the same seed and the same pinned
// clock, their itineraries compared one by one — legs, departure and arrival times, seats left
// and prices — and the whole answers byte for byte. Exits 1 on any difference.
//   node --import tsx bench/search/same-answers.ts <build before> [<build after>]
// Each build (a worktree's root) runs in a child process of its own (bench/search/build.ts).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FLIGHT_PAIRS, FLIGHT_TRIPS, GROUND_ROUTES, groundPairs, newQuestions } from '../lib.ts';
import { loadBuild, PINNED_AT } from './build.ts';

type Body = Record<string, unknown>;
interface Reply {
  status: number;
  body: string;
}

const dayOf = (n: number) => new Date(Date.parse(PINNED_AT) + n * 86_400_000).toISOString().slice(0, 10);

/** The questions: the load benchmarks' fixed ones, then new ones of every kind. */
function questions(): Body[] {
  const list: Body[] = [];
  const stops = { filters: { max_stopovers: 2 } };
  for (let d = 1; d <= 14; d++) {
    for (const [from, to] of GROUND_ROUTES) {
      const body: Body = { dep_from: { code: from }, dep_to: { code: to }, departure_date: dayOf(d) };
      if (d % 2 === 0) Object.assign(body, { one_way: false, return_date: dayOf(d + 3) });
      list.push(body);
    }
    for (const [from, to] of FLIGHT_TRIPS)
      list.push({ dep_from: { code: from }, dep_to: { code: to }, departure_date: dayOf(d), ...stops });
  }
  const count = Number(process.env.SAME_QUESTIONS ?? 300);
  list.push(...newQuestions(groundPairs(), count, 1, {}, dayOf));
  list.push(...newQuestions(FLIGHT_PAIRS, Math.round(count / 3), 3, stops, dayOf));
  // Near dates, where seats are on sale and departures close: today and the next days.
  list.push(...newQuestions(groundPairs(), 60, 5, {}, (n) => dayOf(n % 4)));
  return list;
}

/** In a child: load the build, answer each question in turn, send the answers back. */
async function serve(root: string): Promise<void> {
  const build = await loadBuild(root, { pinned: PINNED_AT });
  process.once('message', async (asked: Body[]) => {
    const replies: Reply[] = [];
    for (const q of asked) {
      const r = await build.inject(q);
      replies.push({ status: r.statusCode, body: r.body });
    }
    await build.close();
    process.send!(replies, () => process.exit(0));
  });
  process.send!('ready');
}

function ask(root: string, asked: Body[]): Promise<Reply[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['serve', root], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.on('message', (m) => (m === 'ready' ? child.send(asked) : resolve(m as Reply[])));
    child.on('exit', (code) => code && reject(new Error(`${root} exited with ${code}`)));
  });
}

interface Itin {
  booking_token: string;
  price: number;
  landline_price: number;
  flight_price: number;
  fare: unknown;
  availability: number;
  wheelchair_available: number | null;
  segments: { id: string; departure_at: string; arrival_at: string; flight_number: string; tickets: unknown[] }[];
}

/** What the traveller reads of an itinerary: its legs and their times, seats left, prices. */
const seen = (i: Itin) =>
  JSON.stringify({
    legs: i.segments.map((s) => [s.id, s.flight_number, s.departure_at, s.arrival_at, s.tickets]),
    seats: [i.availability, i.wheelchair_available],
    prices: [i.price, i.landline_price, i.flight_price, i.fare],
    token: i.booking_token,
  });

async function compare(before: string, after: string): Promise<number> {
  const asked = questions();
  const [a, b] = await Promise.all([ask(before, asked), ask(after, asked)]);
  let itineraries = 0;
  let identical = 0;
  const differences: string[] = [];
  asked.forEach((q, n) => {
    const where = JSON.stringify(q);
    if (a[n].status !== b[n].status) return differences.push(`${where}: status ${a[n].status} → ${b[n].status}`);
    if (a[n].body === b[n].body) identical++;
    if (a[n].status !== 200) return a[n].body === b[n].body || differences.push(`${where}: ${a[n].body} → ${b[n].body}`);
    const x = JSON.parse(a[n].body);
    const y = JSON.parse(b[n].body);
    for (const way of ['depart_flights', 'return_flights'] as const) {
      const xs: Itin[] = x[way];
      const ys: Itin[] = y[way];
      if (xs.length !== ys.length) differences.push(`${where} ${way}: ${xs.length} → ${ys.length} itineraries`);
      xs.forEach((i, k) => {
        itineraries++;
        if (!ys[k] || seen(i) !== seen(ys[k])) differences.push(`${where} ${way}[${k}]: ${seen(i)} → ${ys[k] ? seen(ys[k]) : 'none'}`);
      });
    }
  });
  for (const d of differences.slice(0, 10)) console.log(d);
  const errors = a.filter((r) => r.status !== 200).length;
  console.log(
    `same answers: ${asked.length} questions (${errors} refused alike), ${itineraries} itineraries compared, ` +
      `${differences.length} differences; ${identical}/${asked.length} answers byte-identical`,
  );
  return differences.length ? 1 : 0;
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'serve') await serve(rest[0]);
else process.exitCode = await compare(mode, rest[0] ?? process.cwd());
