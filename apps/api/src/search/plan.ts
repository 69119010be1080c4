// Pure itinerary planning: ground legs alone, or joined to partner flights. No I/O: the
// network, the flights, seats left and the clock are all passed in.

import { FLIGHT_OPERATOR, FLIGHT_SERVICE_TYPE, GROUND_OPERATOR } from '@landline/shared/constants';
import { addDays } from '@landline/shared/dates';
import { partyPrice, type Currency, type Fare, type PartySize } from '@landline/shared/money';
import type { Itinerary, SearchFilters, Segment } from '@landline/shared/schemas';
import { allChainsTo, chainRules, chainsTo, reachableAirports, type ChainRules, type ChainStart } from '../flights/chains.js';
import type { FlightLeg, FlightNetwork } from '../flights/network.js';
import type { FlightSource } from '../flights/service.js';
import { fareCents } from '../flights/schedule.js';
import type { Network, StopInfo } from '../network/model.js';
import { localParts, type LocalTime } from '../network/timetable.js';
import { encodeBookingToken, type TokenLeg } from './booking-token.js';
import { findGroundLegs, type GroundLeg } from './ground-legs.js';

/** Seats left on a run on a date, or undefined when nothing has been sold (full vehicle). */
export type SeatsLeft = (runId: number, serviceDate: string) => number | undefined;

export interface PlanInput {
  from: string;
  to: string;
  /** Local date of departure at the first stop or airport. */
  date: string;
  party: PartySize;
  filters: SearchFilters;
  way: 1 | 2;
  seatsLeft: SeatsLeft;
  /** Wheelchair positions left per trip (decision 200); absent: the vehicle's count. */
  wheelchairsLeft?: SeatsLeft;
  /** Departures leaving before this instant (epoch ms) are no longer sold. */
  notBefore: number;
  /** Partner flights; absent, ground itineraries only. */
  flights?: FlightSource;
}

type JourneyLeg = { kind: 'ground'; leg: GroundLeg } | { kind: 'flight'; leg: FlightLeg; fare: number; seats: number };

/** Ground itineraries change at most once: the network is a set of spokes into airports. */
const MAX_GROUND_CHANGES = 1;
/** A lap infant pays a tenth of the adult air fare, as airlines charge (decisions/). */
const INFANT_AIR_FARE_SHARE = 0.1;
/** Flight service type in segments (ground types are 2, 3 and 4). */
const RESULT_LIMIT = 150;
const GROUND_AIRLINE_NAME = 'Landline';

const ground = (leg: GroundLeg): JourneyLeg => ({ kind: 'ground', leg });
const departAt = (j: JourneyLeg) => j.leg.departAt;
const arriveAt = (j: JourneyLeg) => j.leg.arriveAt;

export function planItineraries(network: Network, input: PlanInput): Itinerary[] {
  const seatsNeeded = input.party.adults + input.party.children;
  return withoutDominated([...allJourneys(network, input, allChainsTo)])
    .sort((a, b) => a.departAt - b.departAt || a.arriveAt - b.arriveAt || a.price - b.price)
    .slice(0, RESULT_LIMIT)
    .map((j) => toItinerary(network, input, j.legs(), seatsNeeded));
}

/** Whether a search has at least one itinerary (the type-ahead's test of a place). */
export function hasItinerary(network: Network, input: PlanInput): boolean {
  return !allJourneys(network, input, chainsTo).next().done;
}

/** How flight chains are found: all at once (kept), or one by one (to stop at the first). */
type FindChains = (network: FlightNetwork, rules: ChainRules, starts: ChainStart[], ends: Set<string>) => Iterable<FlightLeg[]>;

/** Every journey of a search within the trip-time cap, ground ones first, as they are found. */
function* allJourneys(network: Network, input: PlanInput, findChains: FindChains): Generator<Journey> {
  const maxTrip = input.filters.total_trip_time_max * 1000;
  for (const legs of groundJourneys(network, input)) {
    const j = groundJourney(legs, input);
    if (j.arriveAt - j.departAt <= maxTrip) yield j;
  }
  for (const j of flightJourneys(network, input, findChains)) if (j.arriveAt - j.departAt <= maxTrip) yield j;
}

/** A journey as search weighs it; its legs are only built for the journeys offered. */
interface Journey {
  legs(): JourneyLeg[];
  legCount: number;
  /** Where the traveller boards and alights. */
  first: string;
  last: string;
  departAt: number;
  arriveAt: number;
  price: number;
  /** Whether the party fits on every leg. */
  bookable: boolean;
}

const seatsNeeded = (input: PlanInput) => input.party.adults + input.party.children;
const rideSeats = (ride: GroundLeg, input: PlanInput) => input.seatsLeft(ride.run.id, ride.serviceDate) ?? ride.service.vehicle.capacity;
const boarding = (ride: GroundLeg) => ride.service.stops[ride.board].code;
const alighting = (ride: GroundLeg) => ride.service.stops[ride.alight].code;

function groundJourney(rides: JourneyLeg[], input: PlanInput): Journey {
  const legs = rides as { kind: 'ground'; leg: GroundLeg }[];
  const first = legs[0].leg;
  const last = legs[legs.length - 1].leg;
  return {
    legs: () => rides,
    legCount: legs.length,
    first: boarding(first),
    last: alighting(last),
    departAt: first.departAt,
    arriveAt: last.arriveAt,
    price: legs.reduce((sum, j) => sum + partyPrice(j.leg.service.fare, input.party), 0),
    bookable: Math.min(...legs.map((j) => rideSeats(j.leg, input))) >= seatsNeeded(input),
  };
}

/** A flight's adult fare in a cabin, kept on the flight (the same flight is priced in many searches). */
const fares = new WeakMap<FlightLeg, Record<string, number>>();
function legFare(leg: FlightLeg, cabin: string): number {
  let byCabin = fares.get(leg);
  if (!byCabin) fares.set(leg, (byCabin = {}));
  return (byCabin[cabin] ??= fareCents(leg.number, leg.date, leg.km, cabin));
}

/** The fare of one flight for each kind of passenger. */
export function flightFare(adult: number): Fare {
  return { adult, child: adult, infant: Math.round((adult * INFANT_AIR_FARE_SHARE) / 100) * 100 };
}

/**
 * Drops every journey another beats for the same boarding and alighting places: one that leaves
 * no earlier, arrives no later, costs no more and has no more legs, and is better in at least one
 * of these; a journey the party can book is beaten only by another it can book (decisions/,
 * "Which itineraries are offered?").
 */
function withoutDominated(journeys: Journey[]): Journey[] {
  const beats = (a: Journey, b: Journey) =>
    (a.bookable || !b.bookable) &&
    a.first === b.first &&
    a.last === b.last &&
    a.departAt >= b.departAt &&
    a.arriveAt <= b.arriveAt &&
    a.price <= b.price &&
    a.legCount <= b.legCount &&
    (a.departAt > b.departAt || a.arriveAt < b.arriveAt || a.price < b.price || a.legCount < b.legCount);
  // Latest departure first: whatever beats a journey has been seen before it, and is kept or is
  // itself beaten by a kept one.
  const order = [...journeys].sort(
    (a, b) => b.departAt - a.departAt || a.arriveAt - b.arriveAt || a.price - b.price || a.legCount - b.legCount,
  );
  const kept: Journey[] = [];
  for (const j of order) if (!kept.some((k) => beats(k, j))) kept.push(j);
  return kept;
}

function onDateFilter(input: PlanInput) {
  return (at: number, local: LocalTime) => at >= input.notBefore && local.date === input.date;
}

/** Ground legs alone: direct, or with one change at a stop within the bus layover bounds. */
function groundJourneys(network: Network, input: PlanInput): JourneyLeg[][] {
  const { filters, date } = input;
  const origins = network.expand(input.from);
  const destinations = new Set(network.expand(input.to));
  if (!origins.length || !destinations.size) return [];
  const originSet = new Set(origins);
  const [minChange, maxChange] = filters.maxBusLayover;
  const onDate = onDateFilter(input);
  const serviceDates = [addDays(date, -1), date];

  const journeys = findGroundLegs(network, origins, (c) => destinations.has(c), serviceDates, onDate).map((l) => [ground(l)]);
  if (Math.min(filters.max_stopovers, MAX_GROUND_CHANGES) < 1) return journeys;

  const viaOk = (code: string) =>
    !destinations.has(code) &&
    !originSet.has(code) &&
    (filters.connecting_airports.length === 0 || filters.connecting_airports.includes(code));
  for (const first of findGroundLegs(network, origins, viaOk, serviceDates, onDate)) {
    // Changing off a vehicle that goes on to the destination anyway is no itinerary.
    if (first.service.stops.slice(first.alight + 1).some((s) => destinations.has(s.code))) continue;
    const via = first.service.stops[first.alight].code;
    const earliest = first.arriveAt + minChange * 1000;
    const latest = first.arriveAt + maxChange * 1000;
    const arrivalDate = first.times.arriveLocal[first.alight].date;
    const onward = findGroundLegs(
      network,
      [via],
      (c) => destinations.has(c),
      [addDays(arrivalDate, -1), arrivalDate, addDays(arrivalDate, 1)],
      (at) => at >= earliest && at <= latest,
    );
    for (const second of onward) journeys.push([ground(first), ground(second)]);
  }
  return journeys;
}

/**
 * How flights join our rides for one search: where chains of flights may start (an airport of
 * the origin itself, or one a ride from the origin reaches) and which ride leads to each first
 * flight; where they may end (the destination airport, or an airport with a ride on).
 */
interface FlightPlan {
  starts: ChainStart[];
  /** The ride to a first flight, or null when the flight leaves from the origin itself. */
  rideBefore(first: FlightLeg): GroundLeg | null | undefined;
  /** Airports where a chain ends without a ride on. */
  directEnds: Set<string>;
  /** The ride on from a last flight's airport, when that airport is not the destination. */
  rideAfter(last: FlightLeg): GroundLeg | undefined;
  rideEnds: Set<string>;
}

function flightPlan(network: Network, input: PlanInput, flights: FlightSource): FlightPlan | null {
  const origins = network.expand(input.from);
  const destinations = network.expand(input.to);
  // Flights between two partner airports are not ours to sell: one end must be ours.
  if (!origins.length && !destinations.length) return null;
  const [minWait, maxWait] = input.filters.maxBusLayover.map((s) => s * 1000);
  const hubs = new Set([...network.stops.keys()].filter((c) => flights.hasAirport(c)));
  const originSet = new Set(origins);
  const destinationSet = new Set(destinations);
  // Flights leave on whole minutes, so the minute the sales cut-off falls in is exact; on a day
  // whose flights all leave after the cut-off it does not matter at all. Either way the starts,
  // and the chains kept for them, stay the same from one search to the next.
  const fromAirport = (airport: string): ChainStart => {
    const firstFlight = flights.network.firstDepartureOn(airport, input.date);
    const from = !firstFlight || firstFlight.departAt >= input.notBefore ? 0 : Math.ceil(input.notBefore / 60_000) * 60_000;
    return { airport, windows: [[from, Infinity]], date: input.date };
  };

  const starts: ChainStart[] = [];
  // Rides from the origin's stops to other airports with flights, by airport, latest arrival first.
  const rides = new Map<string, GroundLeg[]>();
  if (origins.length) {
    const legs = findGroundLegs(
      network,
      origins,
      (c) => hubs.has(c) && !originSet.has(c) && !destinationSet.has(c),
      [addDays(input.date, -1), input.date],
      onDateFilter(input),
    );
    for (const leg of legs) {
      const hub = leg.service.stops[leg.alight].code;
      rides.set(hub, [...(rides.get(hub) ?? []), leg]);
    }
    for (const [hub, list] of rides) {
      // Stable: among rides arriving together, the origin's stops keep their order (CSU first).
      list.sort((a, b) => b.arriveAt - a.arriveAt);
      starts.push({ airport: hub, windows: list.map((r) => [r.arriveAt + minWait, r.arriveAt + maxWait]) });
    }
    for (const o of origins) if (hubs.has(o)) starts.push(fromAirport(o));
  } else if (flights.hasAirport(input.from)) starts.push(fromAirport(input.from));

  // Where chains end: the destination's airports, or an airport with a ride on to it.
  const directEnds = new Set(
    destinations.length ? destinations.filter((d) => hubs.has(d)) : flights.hasAirport(input.to) ? [input.to] : [],
  );
  const rideEnds = new Set<string>();
  const onwardRides = new Map<string, GroundLeg[]>();
  if (destinations.length) {
    for (const h of hubs) {
      if (originSet.has(h) || destinationSet.has(h) || !destinations.some((d) => network.reachableFrom(h).has(d))) continue;
      rideEnds.add(h);
    }
  }
  const ridesOnFrom = (hub: string) => {
    let list = onwardRides.get(hub);
    if (!list) {
      // Chains last at most a day or two: rides over the days their flights can land.
      const days = [-1, 0, 1, 2].map((n) => addDays(input.date, n));
      list = findGroundLegs(
        network,
        [hub],
        (c) => destinationSet.has(c),
        days,
        () => true,
      ).sort((a, b) => a.departAt - b.departAt || a.arriveAt - b.arriveAt);
      onwardRides.set(hub, list);
    }
    return list;
  };

  const beforeKept = new Map<FlightLeg, GroundLeg | undefined>();
  const afterKept = new Map<FlightLeg, GroundLeg | undefined>();
  return {
    starts,
    rideBefore(first) {
      const list = rides.get(first.from);
      if (!list) return null;
      // The ride with the shortest wait at the airport (asked once per first flight).
      if (!beforeKept.has(first))
        beforeKept.set(
          first,
          list.find((r) => r.arriveAt >= first.departAt - maxWait && r.arriveAt <= first.departAt - minWait),
        );
      return beforeKept.get(first);
    },
    directEnds,
    rideEnds,
    rideAfter(last) {
      if (!afterKept.has(last)) {
        afterKept.set(
          last,
          ridesOnFrom(last.to).find((r) => r.departAt >= last.arriveAt + minWait && r.departAt <= last.arriveAt + maxWait),
        );
      }
      return afterKept.get(last);
    },
  };
}

/**
 * Ground and flights together: a ride to an airport then flights ("Fort Collins to anywhere via
 * Denver"), flights then a ride from the airport, both, or flights alone from or to one of our
 * airports (Denver → Los Angeles, Minneapolis → Fort Collins via Denver). A ground–flight change
 * must fit the bus layover bounds; each flight chain gets the ride with the shortest wait.
 */
function* flightJourneys(network: Network, input: PlanInput, findChains: FindChains): Generator<Journey> {
  const flights = input.flights;
  if (!flights) return;
  const plan = flightPlan(network, input, flights);
  if (!plan || !plan.starts.length) return;
  const ends = new Set([...plan.directEnds, ...plan.rideEnds]);
  const cabin = input.filters.cabins_class;
  const { adults, children, infants } = input.party;
  for (const chain of findChains(flights.network, chainRules(input.filters), plan.starts, ends)) {
    const first = chain[0];
    const last = chain[chain.length - 1];
    const before = plan.rideBefore(first);
    if (before === undefined) continue;
    const after = plan.directEnds.has(last.to) ? null : plan.rideAfter(last);
    if (after === undefined) continue;
    // Priced and counted without building the legs: most chains are beaten and never shown.
    let price = 0;
    let seats = Infinity;
    for (const leg of chain) {
      const fare = flightFare(legFare(leg, cabin));
      price += fare.adult * adults + fare.child * children + fare.infant * infants;
      seats = Math.min(seats, flights.seatsLeft(leg));
    }
    for (const ride of [before, after]) {
      if (!ride) continue;
      price += partyPrice(ride.service.fare, input.party);
      seats = Math.min(seats, rideSeats(ride, input));
    }
    yield {
      legs: () => [
        ...(before ? [ground(before)] : []),
        ...chain.map((leg): JourneyLeg => ({ kind: 'flight', leg, fare: legFare(leg, cabin), seats: flights.seatsLeft(leg) })),
        ...(after ? [ground(after)] : []),
      ],
      legCount: chain.length + (before ? 1 : 0) + (after ? 1 : 0),
      first: before ? boarding(before) : first.from,
      last: after ? alighting(after) : last.to,
      departAt: before ? before.departAt : first.departAt,
      arriveAt: after ? after.arriveAt : last.arriveAt,
      price,
      bookable: seats >= seatsNeeded(input),
    };
  }
}

/**
 * The partner airports (not our stops) a search from `input.from` on `input.date` reaches with
 * at least one itinerary: the same starts, rides and chain rules as `flightJourneys`, walked
 * once for all airports.
 */
export function partnerAirportsReached(network: Network, input: PlanInput): Set<string> {
  const flights = input.flights;
  if (!flights) return new Set();
  const plan = flightPlan(network, { ...input, to: '' }, flights);
  if (!plan || !plan.starts.length) return new Set();
  return reachableAirports(flights.network, chainRules(input.filters), plan.starts, {
    journeyStart(first) {
      const before = plan.rideBefore(first);
      return before === undefined ? null : before ? before.departAt : first.departAt;
    },
    maxTripMs: input.filters.total_trip_time_max * 1000,
    accept: (airport) => !network.stops.has(airport),
  });
}

function stopPlace(stop: StopInfo) {
  return { iata: stop.code, CityCode: stop.cityCode, AirportName: stop.name, city: stop.city, time_zone: stop.timeZone };
}

type SegmentParts = Omit<
  Segment,
  | 'departure_code'
  | 'arrival_code'
  | 'departure_date'
  | 'departure_time'
  | 'arrival_date'
  | 'arrival_time'
  | 'departure_at'
  | 'arrival_at'
  | 'duration'
  | 'tickets'
> & { dep: LocalTime; arr: LocalTime; seats: number; departAt: number; arriveAt: number };

/** A segment of the answer, ground or air: times from the local clocks, one ticket. */
function segment(parts: SegmentParts): Segment {
  const { dep, arr, seats } = parts;
  // Written out rather than spread (a new search builds dozens): the keys in the answer's order.
  return {
    id: parts.id,
    trip_key: parts.trip_key,
    airline: parts.airline,
    airline_name: parts.airline_name,
    flight_number: parts.flight_number,
    depart: parts.depart,
    arrive: parts.arrive,
    service_type: parts.service_type,
    operator: parts.operator,
    way: parts.way,
    vehicle: parts.vehicle,
    departure_code: parts.depart.iata,
    arrival_code: parts.arrive.iata,
    departure_date: dep.date,
    departure_time: dep.time,
    arrival_date: arr.date,
    arrival_time: arr.time,
    departure_at: dep.iso,
    arrival_at: arr.iso,
    duration: (parts.arriveAt - parts.departAt) / 1000,
    tickets: [{ id: parts.id, flight_availability: seats, landline_availability: seats, flight_available: seats }],
  };
}

function toItinerary(network: Network, input: PlanInput, legs: JourneyLeg[], seatsNeeded: number): Itinerary {
  const groundFare: Fare = { adult: 0, child: 0, infant: 0 };
  const airFare: Fare = { adult: 0, child: 0, infant: 0 };
  let currency: Currency | null = null;
  const tokenLegs: TokenLeg[] = [];
  let wheelchairs: number | null = null;
  const segments: Segment[] = legs.map((j) => {
    if (j.kind === 'ground') {
      const leg = j.leg;
      const { service, run, serviceDate } = leg;
      const positions = Math.max(0, input.wheelchairsLeft?.(run.id, serviceDate) ?? service.vehicle.wheelchairSpaces);
      wheelchairs = Math.min(wheelchairs ?? positions, positions);
      const from = network.stops.get(service.stops[leg.board].code)!;
      const to = network.stops.get(service.stops[leg.alight].code)!;
      const dep = leg.times.departLocal[leg.board];
      const arr = leg.times.arriveLocal[leg.alight];
      const left = Math.max(0, input.seatsLeft(run.id, serviceDate) ?? service.vehicle.capacity);
      groundFare.adult += service.fare.adult;
      groundFare.child += service.fare.child;
      groundFare.infant += service.fare.infant;
      currency ??= service.currency;
      tokenLegs.push({ kind: 'ground', run: run.id, date: serviceDate, board: leg.board, alight: leg.alight });
      return segment({
        id: `${run.id}-${serviceDate}-${leg.board}-${leg.alight}`,
        trip_key: `${run.id}-${serviceDate}`,
        airline: service.airline,
        airline_name: GROUND_AIRLINE_NAME,
        flight_number: `${service.airline}${run.runNumber}`,
        depart: stopPlace(from),
        arrive: stopPlace(to),
        dep,
        arr,
        departAt: leg.departAt,
        arriveAt: leg.arriveAt,
        service_type: service.serviceType,
        operator: GROUND_OPERATOR,
        way: input.way,
        vehicle: service.vehicle.name,
        seats: left,
      });
    }
    const leg = j.leg;
    const flights = input.flights!;
    const from = flights.airport(leg.from)!;
    const to = flights.airport(leg.to)!;
    const dep = localParts(leg.departAt, from.timeZone);
    const arr = localParts(leg.arriveAt, to.timeZone);
    const fare = flightFare(j.fare);
    airFare.adult += fare.adult;
    airFare.child += fare.child;
    airFare.infant += fare.infant;
    tokenLegs.push({ kind: 'flight', number: leg.number, date: leg.date, from: leg.from, to: leg.to, fare: j.fare });
    const id = `${leg.number}-${leg.date}-${leg.from}-${leg.to}`;
    return segment({
      id,
      trip_key: id,
      airline: leg.airline,
      airline_name: flights.airlineName(leg.airline),
      flight_number: leg.number,
      depart: { iata: leg.from, CityCode: leg.from, AirportName: from.name, city: from.city, time_zone: from.timeZone },
      arrive: { iata: leg.to, CityCode: leg.to, AirportName: to.name, city: to.city, time_zone: to.timeZone },
      dep,
      arr,
      departAt: leg.departAt,
      arriveAt: leg.arriveAt,
      service_type: FLIGHT_SERVICE_TYPE,
      operator: FLIGHT_OPERATOR,
      way: input.way,
      vehicle: 'Aircraft',
      seats: j.seats,
    });
  });
  // Availability is the fewest seats of any leg, ground or air (section 5).
  const availability = Math.min(...segments.map((s) => s.tickets[0].flight_available));
  const landline = partyPrice(groundFare, input.party);
  const flight = partyPrice(airFare, input.party);
  const layovers = legs.slice(1).map((j, i) => (departAt(j) - arriveAt(legs[i])) / 1000);
  const fare = {
    adult: groundFare.adult + airFare.adult,
    child: groundFare.child + airFare.child,
    infant: groundFare.infant + airFare.infant,
  };
  return {
    booking_token: encodeBookingToken({ way: input.way, cabin: input.filters.cabins_class, legs: tokenLegs }),
    segments,
    currency: currency ?? 'USD',
    fare,
    landline_price: landline,
    flight_price: flight,
    price: landline + flight,
    // One Penguin Perks point is worth one cent (docs/decisions/).
    price_in_miles: landline + flight,
    availability: seatsNeeded > availability ? 0 : availability,
    wheelchair_available: wheelchairs,
    layover_times: layovers,
    total_trip_time: (arriveAt(legs[legs.length - 1]) - departAt(legs[0])) / 1000,
    stopovers: legs.length - 1,
  };
}
