// The booking token: an opaque handle on the legs of an itinerary. The server re-prices and
// re-checks from it; a price inside it is only the price the traveller was shown.

import { BOOKING_TOKEN_MAX } from '@landline/shared/constants';
import { isIsoDate } from '@landline/shared/dates';
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
/** A real calendar date: '2026-11-31' reached PostgreSQL and answered 500 (issue 11). */
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
