// Pure itinerary planning: ground legs alone, or joined to partner flights. No I/O: the
// network, the flights, seats left and the clock are all passed in.

import {
  addDays,
  FLIGHT_OPERATOR,
  GROUND_OPERATOR,
  partyPrice,
  type Currency,
  type Fare,
  type Itinerary,
  type PartySize,
  type SearchFilters,
  type Segment,
} from '@landline/shared';
import type { FlightLeg, FlightOption, FlightQuery } from '../flights/network.js';
import type { Network, StopInfo } from '../network/model.js';
import { localParts, type LocalTime } from '../network/timetable.js';
import { encodeBookingToken, type TokenLeg } from './booking-token.js';
import { findGroundLegs, type GroundLeg } from './ground-legs.js';

/** Seats left on a run on a date, or undefined when nothing has been sold (full vehicle). */
export type SeatsLeft = (runId: number, serviceDate: string) => number | undefined;

/** What the planner needs of the partner flights. */
export interface FlightSource {
  hasAirport(code: string): boolean;
  airport(code: string): { name: string; city: string; timeZone: string } | undefined;
  airlineName(code: string): string;
  search(query: FlightQuery): FlightOption[];
  /** Seats left on a flight for sale now (the generated figure less what we sold). */
  seatsLeft(leg: FlightLeg): number;
}

export interface PlanInput {
  from: string;
  to: string;
  /** Local date of departure at the first stop or airport. */
  date: string;
  party: PartySize;
  filters: SearchFilters;
  way: 1 | 2;
  seatsLeft: SeatsLeft;
  /** Departures leaving before this instant (epoch ms) are no longer sold. */
  notBefore: number;
  /** Partner flights; absent, ground itineraries only. */
  flights?: FlightSource;
}

type JourneyLeg = { kind: 'ground'; leg: GroundLeg } | { kind: 'flight'; leg: FlightLeg; fare: number; seats: number };

/** Ground itineraries change at most once: the network is a set of spokes into airports. */
const MAX_GROUND_CHANGES = 1;
/** A lap infant pays a tenth of the adult air fare, as airlines charge (decisions.md). */
const INFANT_AIR_FARE_SHARE = 0.1;
/** Flight service type in segments (ground types are 2, 3 and 4). */
export const FLIGHT_SERVICE_TYPE = 1;
const RESULT_LIMIT = 150;
const GROUND_AIRLINE_NAME = 'Landline';

const ground = (leg: GroundLeg): JourneyLeg => ({ kind: 'ground', leg });
const departAt = (j: JourneyLeg) => j.leg.departAt;
const arriveAt = (j: JourneyLeg) => j.leg.arriveAt;

export function planItineraries(network: Network, input: PlanInput): Itinerary[] {
  const journeys = [...groundJourneys(network, input), ...flightJourneys(network, input)];
  const seatsNeeded = input.party.adults + input.party.children;
  return journeys
    .map((legs) => toItinerary(network, input, legs, seatsNeeded))
    .filter((it) => it.total_trip_time <= input.filters.total_trip_time_max)
    .sort((a, b) =>
      a.segments[0].departure_at === b.segments[0].departure_at
        ? a.total_trip_time - b.total_trip_time
        : a.segments[0].departure_at < b.segments[0].departure_at
          ? -1
          : 1,
    )
    .slice(0, RESULT_LIMIT);
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
 * Ground and flights together: a ride to an airport then flights ("Fort Collins to anywhere via
 * Denver"), flights then a ride from the airport, or both. Every itinerary has a ground leg: we
 * sell shuttles, flights only alongside them. A ground–flight change must fit the bus layover
 * bounds; for each flight option we offer the ride with the shortest wait.
 */
function flightJourneys(network: Network, input: PlanInput): JourneyLeg[][] {
  const flights = input.flights;
  if (!flights) return [];
  const { filters, date } = input;
  const [minWait, maxWait] = filters.maxBusLayover.map((s) => s * 1000);
  const origins = network.expand(input.from);
  const destinations = network.expand(input.to);
  const hubs = new Set([...network.stops.keys()].filter((c) => flights.hasAirport(c)));
  const destinationSet = new Set(destinations);
  const originSet = new Set(origins);
  const onDate = onDateFilter(input);

  // Where the flights can start: after a ride to a hub, or at the origin itself if it is an airport.
  const rideTo = new Map<string, GroundLeg[]>();
  if (origins.length) {
    for (const leg of findGroundLegs(network, origins, (c) => hubs.has(c) && !destinationSet.has(c), [addDays(date, -1), date], onDate)) {
      const hub = leg.service.stops[leg.alight].code;
      rideTo.set(hub, [...(rideTo.get(hub) ?? []), leg]);
    }
  }
  const flyFrom = origins.length ? [...rideTo.keys()] : flights.hasAirport(input.from) ? [input.from] : [];
  // Where the flights can end: at a hub with a ride on, or at the destination airport itself.
  const rideOnFrom = destinations.length
    ? [...hubs].filter((h) => !originSet.has(h) && !destinationSet.has(h) && destinations.some((d) => network.reachableFrom(h).has(d)))
    : [];
  const flyTo = destinations.length ? rideOnFrom : flights.hasAirport(input.to) ? [input.to] : [];

  const journeys: JourneyLeg[][] = [];
  for (const start of flyFrom) {
    const before = rideTo.get(start);
    for (const end of flyTo) {
      if (start === end || (!before && !destinations.length)) continue;
      const query: FlightQuery = {
        from: start,
        to: end,
        date,
        cabin: filters.cabins_class,
        maxStopovers: filters.max_stopovers,
        layover: filters.maxFlightLayover,
        airlines: filters.airline_filter,
        connecting: filters.connecting_airports,
      };
      if (before) {
        query.departAfter = Math.min(...before.map((l) => l.arriveAt)) + minWait;
        query.departBefore = Math.max(...before.map((l) => l.arriveAt)) + maxWait;
      } else {
        // Whole minutes, so that the (cached) flight answer is shared for a minute.
        query.departAfter = Math.ceil(input.notBefore / 60_000) * 60_000;
      }
      const options = flights.search(query);
      if (!options.length) continue;
      // Rides on from the arrival airport to the destination, over the days the flights land.
      let after: GroundLeg[] | null = null;
      if (destinations.length) {
        const last = Math.max(...options.map((o) => o.legs[o.legs.length - 1].arriveAt));
        const lastDate = localParts(last, network.stops.get(end)!.timeZone).date;
        after = findGroundLegs(network, [end], (c) => destinationSet.has(c), [addDays(date, -1), date, addDays(date, 1), lastDate].filter(unique), () => true)
          .sort((a, b) => a.departAt - b.departAt);
      }
      for (const option of options) {
        const first = option.legs[0];
        const last = option.legs[option.legs.length - 1];
        const legs: JourneyLeg[] = option.legs.map((leg) => ({
          kind: 'flight',
          leg,
          fare: 0,
          seats: flights.seatsLeft(leg),
        }));
        spreadFare(legs, option);
        if (before) {
          const ride = latestFitting(before, first.departAt - maxWait, first.departAt - minWait);
          if (!ride) continue;
          legs.unshift(ground(ride));
        } else if (localParts(first.departAt, flights.airport(start)!.timeZone).date !== date) continue;
        if (after) {
          const ride = after.find((l) => l.departAt >= last.arriveAt + minWait && l.departAt <= last.arriveAt + maxWait);
          if (!ride) continue;
          legs.push(ground(ride));
        }
        journeys.push(legs);
      }
    }
  }
  return journeys;
}

function unique<T>(value: T, index: number, list: T[]): boolean {
  return list.indexOf(value) === index;
}

/** The option's fare is for all its flights together; each flight leg carries its own share. */
function spreadFare(legs: JourneyLeg[], option: FlightOption): void {
  const flightLegs = legs.filter((l): l is Extract<JourneyLeg, { kind: 'flight' }> => l.kind === 'flight');
  let left = option.fare;
  flightLegs.forEach((l, i) => {
    l.fare = i === flightLegs.length - 1 ? left : Math.round(option.fare / flightLegs.length / 100) * 100;
    left -= l.fare;
  });
}

/** The ride arriving latest within [from, to] (the shortest wait at the airport). */
function latestFitting(rides: GroundLeg[], from: number, to: number): GroundLeg | undefined {
  let best: GroundLeg | undefined;
  for (const r of rides) if (r.arriveAt >= from && r.arriveAt <= to && (!best || r.arriveAt > best.arriveAt)) best = r;
  return best;
}

function stopPlace(stop: StopInfo) {
  return { iata: stop.code, CityCode: stop.cityCode, AirportName: stop.name, city: stop.city, time_zone: stop.timeZone };
}

type SegmentParts = Omit<
  Segment,
  'departure_code' | 'arrival_code' | 'departure_date' | 'departure_time' | 'arrival_date' | 'arrival_time' | 'departure_at' | 'arrival_at' | 'duration' | 'tickets'
> & { dep: LocalTime; arr: LocalTime; seats: number };

/** A segment of the answer, ground or air: times from the local clocks, one ticket. */
function segment({ dep, arr, seats, ...parts }: SegmentParts): Segment {
  return {
    ...parts,
    departure_code: parts.depart.iata,
    arrival_code: parts.arrive.iata,
    departure_date: dep.date,
    departure_time: dep.time,
    arrival_date: arr.date,
    arrival_time: arr.time,
    departure_at: dep.iso,
    arrival_at: arr.iso,
    duration: (Date.parse(arr.iso) - Date.parse(dep.iso)) / 1000,
    tickets: [{ id: parts.id, flight_availability: seats, landline_availability: seats, flight_available: seats }],
  };
}

function toItinerary(network: Network, input: PlanInput, legs: JourneyLeg[], seatsNeeded: number): Itinerary {
  const groundFare: Fare = { adult: 0, child: 0, infant: 0 };
  const airFare: Fare = { adult: 0, child: 0, infant: 0 };
  let currency: Currency | null = null;
  const tokenLegs: TokenLeg[] = [];
  const segments: Segment[] = legs.map((j) => {
    if (j.kind === 'ground') {
      const leg = j.leg;
      const { service, run, serviceDate } = leg;
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
    airFare.adult += j.fare;
    airFare.child += j.fare;
    airFare.infant += Math.round((j.fare * INFANT_AIR_FARE_SHARE) / 100) * 100;
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
  const fare = { adult: groundFare.adult + airFare.adult, child: groundFare.child + airFare.child, infant: groundFare.infant + airFare.infant };
  return {
    booking_token: encodeBookingToken({ way: input.way, cabin: input.filters.cabins_class, legs: tokenLegs }),
    segments,
    currency: currency ?? 'USD',
    fare,
    landline_price: landline,
    flight_price: flight,
    price: landline + flight,
    // One Penguin Perks point is worth one cent (docs/decisions.md).
    price_in_miles: landline + flight,
    availability: seatsNeeded > availability ? 0 : availability,
    layover_times: layovers,
    total_trip_time: (arriveAt(legs[legs.length - 1]) - departAt(legs[0])) / 1000,
    stopovers: legs.length - 1,
  };
}
