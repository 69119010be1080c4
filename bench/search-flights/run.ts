// Multimodal search benchmark: a ride to one of our airports, then flights with up to
// two changes (and the reverse), to and from airports around the world, over 14 dates; the
// same each made new by a unique label; and every request a new trip × date × party.
import { compare, day, everyOneNew, FLIGHT_PAIRS, FLIGHT_TRIPS, newQuestions, searchRequest } from '../lib.ts';

const trips = FLIGHT_TRIPS;

function bodies() {
  const list: Record<string, unknown>[] = [];
  for (let d = 1; d <= 14; d++) {
    for (const [from, to] of trips) {
      list.push({ dep_from: { code: from }, dep_to: { code: to }, departure_date: day(d), filters: { max_stopovers: 2 } });
    }
  }
  return list;
}

const fresh = newQuestions(FLIGHT_PAIRS, Number(process.env.BENCH_QUESTIONS ?? 100_000), 3, { filters: { max_stopovers: 2 } });

await compare(
  'Ground + flight search (up to two flight changes)',
  Number(process.env.BENCH_CONNECTIONS ?? 16),
  [
    { name: 'multimodal search', requests: bodies().map((b) => searchRequest(b, false)) },
    { name: 'multimodal search, every one new', requests: bodies().map((b) => searchRequest(b, true)) },
    { name: 'multimodal search, every one new trip × date × party', requests: everyOneNew(fresh) },
  ].filter((s) => !process.env.BENCH_ONLY || s.name === process.env.BENCH_ONLY),
);
