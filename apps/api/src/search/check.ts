import { SALES_WINDOW_DAYS } from '@landline/shared/constants';
import { addDays, todayIn } from '@landline/shared/dates';
import { CHECK_MESSAGES as M } from '@landline/shared/messages';
import type { CheckFlightsResponse } from '@landline/shared/schemas';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import type { FlightProvider, TokenFlightLeg } from '../flights/service.js';
import { ConflictError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { operatesOn, runTimes } from '../network/timetable.js';
import { decodeBookingToken, journeyProblem, type PlacedLeg, type TokenGroundLeg, type TokenLeg } from './booking-token.js';
import { tripSeats } from '../reservations/reads.js';
import { SALES_CUTOFF_MS } from './service.js';

export interface CheckDeps {
  db: Db;
  network: NetworkStore;
  flights?: FlightProvider;
  /** Which legs have closed and which dates are in the sales window. */
  clock: Clock;
}

/** check_flights' answer to a token that names no journey we sell. */
const tokenInvalid = () => new ValidationError({ booking_token: [M.tokenInvalid] });

/**
 * POST bookings/check_flights/: before the traveller pays, re-check the chosen itinerary against
 * the live figures (never the cached ones search shows): every leg still runs and has not
 * closed, the legs join up in one currency, each has the seats, and the flights cost what was
 * shown. Any change is a 409 the UI shows; a token that names no journey we sell is `refuse()`
 * (the hold answers it on its own field).
 */
export async function checkItinerary(
  deps: CheckDeps,
  input: { booking_token: string; pnum: number; bnum: number },
  refuse: () => Error = tokenInvalid,
): Promise<CheckFlightsResponse> {
  const token = decodeBookingToken(input.booking_token);
  if (!token) throw refuse();
  const at = deps.clock.now();
  const now = at.getTime();
  // Search never sells outside its window; legs run up to two days after the date searched (a
  // run from the day before, a late connection), and a zone is at most a day from UTC.
  const today = todayIn('UTC', at);
  const [first, last] = [addDays(today, -2), addDays(today, SALES_WINDOW_DAYS + 3)];
  if (token.legs.some((l) => l.date < first || l.date > last)) throw refuse();
  const network = await deps.network.get();
  let seats = Infinity;
  // Each leg where and when it runs, for the check that they make one journey.
  const placed = new Map<TokenLeg, PlacedLeg>();

  for (const leg of token.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground')) {
    const found = network.runs.get(leg.run);
    if (
      !found ||
      !operatesOn(found.run, leg.date) ||
      leg.alight >= found.service.stops.length ||
      leg.board >= leg.alight ||
      leg.board < 0
    ) {
      throw refuse();
    }
    const times = runTimes(found.service, found.run, leg.date, (c) => network.stops.get(c)!.timeZone);
    const { stops, currency } = found.service;
    placed.set(leg, {
      from: stops[leg.board].code,
      to: stops[leg.alight].code,
      departAt: times.depart[leg.board],
      arriveAt: times.arrive[leg.alight],
      currency,
      ride: `${leg.run}|${leg.date}`,
    });
    if (times.depart[leg.board] < now + SALES_CUTOFF_MS) throw new ConflictError(M.departed, 'departed');
    // pnum 0: the caller takes the seats itself under lock (a hold), so none are counted here.
    if (input.pnum === 0) continue;
    const trip = await tripSeats(deps.db, leg.run, leg.date);
    seats = Math.min(seats, trip ? trip.capacity - trip.sold - trip.held : found.service.vehicle.capacity);
  }

  const flightLegs = token.legs.filter((l): l is TokenFlightLeg => l.kind === 'flight');
  let farePerAdult = 0;
  if (flightLegs.length) {
    if (!deps.flights) throw refuse();
    const checks = await deps.flights.recheck(flightLegs, token.cabin);
    let shown = 0;
    checks.forEach((check, i) => {
      if (!check) throw new ConflictError(M.gone, 'flight_invalid');
      if (check.departAt < now + SALES_CUTOFF_MS) throw new ConflictError(M.departed, 'departed');
      const leg = flightLegs[i];
      placed.set(leg, { from: leg.from, to: leg.to, departAt: check.departAt, arriveAt: check.arriveAt, currency: null, ride: null });
      seats = Math.min(seats, check.seats);
      farePerAdult += check.fare;
      shown += leg.fare;
    });
    if (farePerAdult !== shown) throw new ConflictError(M.priceChanged, 'price_changed');
  }

  // A forged token may list real legs that do not join up, or rides in two currencies.
  if (journeyProblem(token.legs.map((l) => placed.get(l)!))) throw refuse();

  if (seats < input.pnum) throw new ConflictError(M.soldOut, 'sold_out');
  return {
    flights_checked: true,
    flights_invalid: false,
    price_change: false,
    seats_available: seats,
    flight_price_per_adult: farePerAdult,
  };
}
