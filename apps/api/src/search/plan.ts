// Pure itinerary planning over the ground network: no I/O, every input passed in.

import {
  addDays,
  GROUND_OPERATOR,
  partyPrice,
  type Fare,
  type Itinerary,
  type SearchFilters,
  type Segment,
  type PartySize,
} from '@landline/shared';
import type { Network, RunInfo, ServiceInfo, StopInfo } from '../network/model.js';
import { operatesOn, runTimes, type LocalTime, type RunTimes } from '../network/timetable.js';

/** Seats left on a run on a date, or undefined when nothing has been sold (full vehicle). */
export type SeatsLeft = (runId: number, serviceDate: string) => number | undefined;

export interface PlanInput {
  from: string;
  to: string;
  /** Local date of departure at the boarding stop. */
  date: string;
  party: PartySize;
  filters: SearchFilters;
  way: 1 | 2;
  seatsLeft: SeatsLeft;
  /** Departures leaving before this instant (epoch ms) are no longer sold. */
  notBefore: number;
}

interface Leg {
  service: ServiceInfo;
  run: RunInfo;
  serviceDate: string;
  board: number;
  alight: number;
  departAt: number;
  arriveAt: number;
  times: RunTimes;
}

/** Ground itineraries change at most once: the network is a set of spokes into airports. */
const MAX_GROUND_CHANGES = 1;
const TIMES_CACHE_LIMIT = 20_000;

function timesOf(network: Network, service: ServiceInfo, run: RunInfo, serviceDate: string): RunTimes {
  const key = `${run.id}|${serviceDate}`;
  let times = network.timesCache.get(key);
  if (!times) {
    if (network.timesCache.size >= TIMES_CACHE_LIMIT) network.timesCache.clear();
    times = runTimes(service, run, serviceDate, (code) => network.stops.get(code)!.timeZone);
    network.timesCache.set(key, times);
  }
  return times;
}

/** Every leg from one of `fromCodes` to a stop accepted by `toOk`, on the given service dates. */
function findLegs(
  network: Network,
  fromCodes: string[],
  toOk: (code: string) => boolean,
  serviceDates: string[],
  departOk: (departAt: number, local: LocalTime) => boolean,
): Leg[] {
  const legs: Leg[] = [];
  for (const code of fromCodes) {
    for (const { service, seq } of network.calls.get(code) ?? []) {
      for (let j = seq + 1; j < service.stops.length; j++) {
        if (!toOk(service.stops[j].code)) continue;
        for (const serviceDate of serviceDates) {
          for (const run of service.runs) {
            if (!operatesOn(run, serviceDate)) continue;
            const times = timesOf(network, service, run, serviceDate);
            if (!departOk(times.depart[seq], times.departLocal[seq])) continue;
            legs.push({ service, run, serviceDate, board: seq, alight: j, departAt: times.depart[seq], arriveAt: times.arrive[j], times });
          }
        }
      }
    }
  }
  return legs;
}

export function planItineraries(network: Network, input: PlanInput): Itinerary[] {
  const { filters, date } = input;
  const origins = network.expand(input.from);
  const destinations = new Set(network.expand(input.to));
  const originSet = new Set(origins);
  const [minChange, maxChange] = filters.maxBusLayover;
  const maxChanges = Math.min(filters.max_stopovers, MAX_GROUND_CHANGES);
  const onDate = (at: number, local: LocalTime) => at >= input.notBefore && local.date === date;
  const serviceDates = [addDays(date, -1), date];

  const journeys: Leg[][] = findLegs(network, origins, (c) => destinations.has(c), serviceDates, onDate).map((l) => [l]);

  if (maxChanges >= 1) {
    const viaOk = (code: string) =>
      !destinations.has(code) &&
      !originSet.has(code) &&
      (filters.connecting_airports.length === 0 || filters.connecting_airports.includes(code));
    for (const first of findLegs(network, origins, viaOk, serviceDates, onDate)) {
      // Changing off a vehicle that goes on to the destination anyway is no itinerary.
      if (first.service.stops.slice(first.alight + 1).some((s) => destinations.has(s.code))) continue;
      const via = first.service.stops[first.alight].code;
      const earliest = first.arriveAt + minChange * 1000;
      const latest = first.arriveAt + maxChange * 1000;
      const arrivalDate = first.times.arriveLocal[first.alight].date;
      const onward = findLegs(
        network,
        [via],
        (c) => destinations.has(c),
        [addDays(arrivalDate, -1), arrivalDate, addDays(arrivalDate, 1)],
        (at) => at >= earliest && at <= latest,
      );
      for (const second of onward) journeys.push([first, second]);
    }
  }

  const seatsNeeded = input.party.adults + input.party.children;
  return journeys
    .map((legs) => toItinerary(network, legs, input, seatsNeeded))
    .filter((it) => it.total_trip_time <= filters.total_trip_time_max)
    .sort((a, b) =>
      a.segments[0].departure_at === b.segments[0].departure_at
        ? a.total_trip_time - b.total_trip_time
        : a.segments[0].departure_at < b.segments[0].departure_at
          ? -1
          : 1,
    );
}

function place(stop: StopInfo) {
  return { iata: stop.code, CityCode: stop.cityCode, AirportName: stop.name, city: stop.city, time_zone: stop.timeZone };
}

function toItinerary(network: Network, legs: Leg[], input: PlanInput, seatsNeeded: number): Itinerary {
  const fare: Fare = { adult: 0, child: 0, infant: 0 };
  const segments: Segment[] = legs.map((leg) => {
    const { service, run, serviceDate } = leg;
    const from = network.stops.get(service.stops[leg.board].code)!;
    const to = network.stops.get(service.stops[leg.alight].code)!;
    const dep = leg.times.departLocal[leg.board];
    const arr = leg.times.arriveLocal[leg.alight];
    const left = Math.max(0, input.seatsLeft(run.id, serviceDate) ?? service.vehicle.capacity);
    fare.adult += service.fare.adult;
    fare.child += service.fare.child;
    fare.infant += service.fare.infant;
    const id = `${run.id}-${serviceDate}-${leg.board}-${leg.alight}`;
    return {
      id,
      trip_key: `${run.id}-${serviceDate}`,
      airline: service.airline,
      flight_number: `${service.airline}${run.runNumber}`,
      depart: place(from),
      arrive: place(to),
      departure_code: from.code,
      arrival_code: to.code,
      departure_date: dep.date,
      departure_time: dep.time,
      arrival_date: arr.date,
      arrival_time: arr.time,
      departure_at: dep.iso,
      arrival_at: arr.iso,
      duration: (leg.arriveAt - leg.departAt) / 1000,
      service_type: service.serviceType,
      operator: GROUND_OPERATOR,
      way: input.way,
      vehicle: service.vehicle.name,
      tickets: [{ id, flight_availability: left, landline_availability: left, flight_available: left }],
    };
  });
  const availability = Math.min(...segments.map((s) => s.tickets[0].landline_availability));
  const landline = partyPrice(fare, input.party);
  const layovers = legs.slice(1).map((leg, i) => (leg.departAt - legs[i].arriveAt) / 1000);
  return {
    booking_token: encodeBookingToken(legs, input.way),
    segments,
    currency: legs[0].service.currency,
    fare,
    landline_price: landline,
    flight_price: 0,
    price: landline,
    // One Penguin Perks point is worth one cent (docs/decisions.md).
    price_in_miles: landline,
    availability: seatsNeeded > availability ? 0 : availability,
    layover_times: layovers,
    total_trip_time: (legs[legs.length - 1].arriveAt - legs[0].departAt) / 1000,
    stopovers: legs.length - 1,
  };
}

export interface TokenLeg {
  run: number;
  date: string;
  board: number;
  alight: number;
}

/** An opaque handle on the chosen legs; the server re-prices from it, never trusts a price. */
export function encodeBookingToken(legs: Leg[], way: 1 | 2): string {
  const payload = { v: 1, w: way, l: legs.map((l) => [l.run.id, l.serviceDate, l.board, l.alight]) };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

export function decodeBookingToken(token: string): { way: 1 | 2; legs: TokenLeg[] } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (payload?.v !== 1 || !Array.isArray(payload.l)) return null;
    return {
      way: payload.w === 2 ? 2 : 1,
      legs: payload.l.map(([run, date, board, alight]: [number, string, number, number]) => ({ run, date, board, alight })),
    };
  } catch {
    return null;
  }
}
