// The booking token: an opaque handle on the legs of an itinerary. The server re-prices and
// re-checks from it; a price inside it is only the price the traveller was shown.

import { BOOKING_TOKEN_MAX, LAYOVER_MAX_S } from '@landline/shared/constants';
import { isIsoDate } from '@landline/shared/dates';
import type { Currency } from '@landline/shared/money';
import type { TokenFlightLeg } from '../flights/service.js';

export type { TokenFlightLeg };

export interface TokenGroundLeg {
  kind: 'ground';
  run: number;
  date: string;
  board: number;
  alight: number;
}

export type TokenLeg = TokenGroundLeg | TokenFlightLeg;

export interface BookingToken {
  way: 1 | 2;
  /** Cabin the flight fares are for (M when there are no flights). */
  cabin: string;
  legs: TokenLeg[];
}

export function encodeBookingToken(token: BookingToken): string {
  const legs = token.legs.map((l) =>
    l.kind === 'ground' ? ['g', l.run, l.date, l.board, l.alight] : ['f', l.number, l.date, l.from, l.to, l.fare],
  );
  return Buffer.from(JSON.stringify({ v: 1, w: token.way, c: token.cabin, l: legs })).toString('base64url');
}

const CODE = /^[A-Z0-9]{3,4}$/;
const FLIGHT_NUMBER = /^[A-Z0-9]{3,8}$/;
/** A real calendar date: '2026-11-31' reached PostgreSQL and answered 500. */
const isDate = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value);

/** The token's legs, or null for anything that is not a well-formed token. */
export function decodeBookingToken(text: unknown): BookingToken | null {
  if (typeof text !== 'string' || text.length > BOOKING_TOKEN_MAX) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (payload?.v !== 1 || !Array.isArray(payload.l) || payload.l.length === 0 || payload.l.length > 8) return null;
    const legs: TokenLeg[] = [];
    for (const l of payload.l) {
      if (!Array.isArray(l)) return null;
      if (l[0] === 'g' && Number.isSafeInteger(l[1]) && isDate(l[2]) && Number.isSafeInteger(l[3]) && Number.isSafeInteger(l[4])) {
        legs.push({ kind: 'ground', run: l[1], date: l[2], board: l[3], alight: l[4] });
      } else if (
        l[0] === 'f' &&
        FLIGHT_NUMBER.test(l[1]) &&
        isDate(l[2]) &&
        CODE.test(l[3]) &&
        CODE.test(l[4]) &&
        Number.isSafeInteger(l[5])
      ) {
        legs.push({ kind: 'flight', number: l[1], date: l[2], from: l[3], to: l[4], fare: l[5] });
      } else return null;
    }
    const cabin = ['M', 'W', 'C', 'F'].includes(payload.c) ? payload.c : 'M';
    return { way: payload.w === 2 ? 2 : 1, cabin, legs };
  } catch {
    return null;
  }
}

/** A token's leg as the network runs it: the stops or airports it joins, when, and a ride's currency. */
export interface PlacedLeg {
  from: string;
  to: string;
  departAt: number;
  arriveAt: number;
  /** The currency a ride is priced in; null for a flight (air fares follow the cart's currency). */
  currency: Currency | null;
  /** The vehicle a ride is on (its run and date, 'run|date'); null for a flight. */
  ride: string | null;
}

/** The longest change search joins two legs with: the bound of both layover filters. */
const CHANGE_MAX_MS = LAYOVER_MAX_S * 1000;

/**
 * Why the placed legs of a token are not one journey search could offer, or null. Search joins a
 * leg only at the stop or airport the previous one reached, leaving no earlier than it arrived
 * and no later than the layover filters allow (rides and flights alike), and a change of rides is
 * onto another vehicle (search/plan.ts); a cart is in one currency, so every ride must be priced
 * in the same one. Pure.
 */
export function journeyProblem(legs: readonly PlacedLeg[]): 'disconnected' | 'mixed_currencies' | null {
  const currencies = new Set(legs.flatMap((l) => (l.currency ? [l.currency] : [])));
  if (currencies.size > 1) return 'mixed_currencies';
  const rides = legs.flatMap((l) => (l.ride ? [l.ride] : []));
  if (new Set(rides).size < rides.length) return 'disconnected';
  for (let i = 1; i < legs.length; i++) {
    const [previous, next] = [legs[i - 1], legs[i]];
    const change = next.departAt - previous.arriveAt;
    if (next.from !== previous.to || change < 0 || change > CHANGE_MAX_MS) return 'disconnected';
  }
  return null;
}
