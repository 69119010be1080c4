import { SALES_WINDOW_DAYS } from '@landline/shared/constants';
import { addDays, todayIn } from '@landline/shared/dates';
import { CHECK_MESSAGES as M } from '@landline/shared/messages';
import type { CheckFlightsResponse } from '@landline/shared/schemas';
import type { Db } from '../db/client.js';
import type { FlightProvider, TokenFlightLeg } from '../flights/service.js';
import { ConflictError, ValidationError } from '../http/errors.js';
import type { NetworkStore } from '../network/load.js';
import { operatesOn, runTimes } from '../network/timetable.js';
import { decodeBookingToken, type TokenGroundLeg } from './booking-token.js';
import { tripSeats } from './queries.js';
import { SALES_CUTOFF_MS } from './service.js';

export interface CheckDeps {
  db: Db;
  network: NetworkStore;
  flights?: FlightProvider;
  now?: () => number;
}

/**
 * POST bookings/check_flights/: before the traveller pays, re-check the chosen itinerary against
 * the live figures (never the cached ones search shows): every leg still runs and has not
 * closed, has the seats, and the flights cost what was shown. Any change is a 409 the UI shows.
 */
export async function checkItinerary(
  deps: CheckDeps,
  input: { booking_token: string; pnum: number; bnum: number },
): Promise<CheckFlightsResponse> {
  const token = decodeBookingToken(input.booking_token);
  if (!token) throw new ValidationError({ booking_token: [M.tokenInvalid] });
  const now = deps.now ? deps.now() : Date.now();
  // Search never sells outside its window; legs run up to two days after the date searched (a
  // run from the day before, a late connection), and a zone is at most a day from UTC.
  const today = todayIn('UTC', new Date(now));
  const [first, last] = [addDays(today, -2), addDays(today, SALES_WINDOW_DAYS + 3)];
  if (token.legs.some((l) => l.date < first || l.date > last)) throw new ValidationError({ booking_token: [M.tokenInvalid] });
  const network = await deps.network.get();
  let seats = Infinity;

  for (const leg of token.legs.filter((l): l is TokenGroundLeg => l.kind === 'ground')) {
    const found = network.runs.get(leg.run);
    if (
      !found ||
      !operatesOn(found.run, leg.date) ||
      leg.alight >= found.service.stops.length ||
      leg.board >= leg.alight ||
      leg.board < 0
    ) {
      throw new ValidationError({ booking_token: [M.tokenInvalid] });
    }
    const times = runTimes(found.service, found.run, leg.date, (c) => network.stops.get(c)!.timeZone);
    if (times.depart[leg.board] < now + SALES_CUTOFF_MS) throw new ConflictError(M.departed, 'departed');
    // pnum 0: the caller takes the seats itself under lock (a hold), so none are counted here.
    if (input.pnum === 0) continue;
    const trip = await tripSeats(deps.db, leg.run, leg.date);
    seats = Math.min(seats, trip ? trip.capacity - trip.sold - trip.held : found.service.vehicle.capacity);
  }

  const flightLegs = token.legs.filter((l): l is TokenFlightLeg => l.kind === 'flight');
  let farePerAdult = 0;
  if (flightLegs.length) {
    if (!deps.flights) throw new ValidationError({ booking_token: [M.tokenInvalid] });
    const checks = await deps.flights.recheck(flightLegs, token.cabin);
    let shown = 0;
    checks.forEach((check, i) => {
      if (!check) throw new ConflictError(M.gone, 'flight_invalid');
      if (check.departAt < now + SALES_CUTOFF_MS) throw new ConflictError(M.departed, 'departed');
      seats = Math.min(seats, check.seats);
      farePerAdult += check.fare;
      shown += flightLegs[i].fare;
    });
    if (farePerAdult !== shown) throw new ConflictError(M.priceChanged, 'price_changed');
  }

  if (seats < input.pnum) throw new ConflictError(M.soldOut, 'sold_out');
  return {
    flights_checked: true,
    flights_invalid: false,
    price_change: false,
    seats_available: seats,
    flight_price_per_adult: farePerAdult,
  };
}
