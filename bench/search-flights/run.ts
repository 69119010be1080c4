// Multimodal search benchmark: a ride to one of our airports, then flights with up to
// two changes (and the reverse), to and from airports around the world, over 14 dates.
import { compare, day, FLIGHT_TRIPS, searchRequest } from '../lib.ts';

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

await compare('Ground + flight search (up to two flight changes)', Number(process.env.BENCH_CONNECTIONS ?? 16), [
  { name: 'multimodal search', requests: bodies().map((b) => searchRequest(b, false)) },
  { name: 'multimodal search, every one new', requests: bodies().map((b) => searchRequest(b, true)) },
]);
