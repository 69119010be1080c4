// A vehicle's seat map as travellers see it: each seat's place in its row, whether it is premium
// and what it costs, whether it is free. Pure: no I/O.
import { PREMIUM_SEAT_PRICE, PREMIUM_SEAT_ROWS } from '@landline/shared/constants';
import type { SeatCell } from '@landline/shared/schemas';

/** The stored map: rows of seat codes, '' for the aisle (network/seed.ts). */
export type StoredSeatMap = string[][];

export function seatCodes(map: StoredSeatMap): Set<string> {
  return new Set(map.flat().filter(Boolean));
}

export function isPremium(map: StoredSeatMap, code: string): boolean {
  return map.slice(0, PREMIUM_SEAT_ROWS).some((row) => row.includes(code));
}

export function seatPrice(map: StoredSeatMap, code: string): number {
  return isPremium(map, code) ? PREMIUM_SEAT_PRICE : 0;
}

/**
 * The rows with each seat described. `taken` maps a code to the passenger index of this
 * reservation sitting there (a number) or to null when someone else holds it.
 */
export function describeSeats(map: StoredSeatMap, taken: Map<string, number | null>): (SeatCell | null)[][] {
  return map.map((row, r) =>
    row.map((code, i) => {
      if (!code) return null;
      const atEnd = i === 0 || i === row.length - 1;
      const byAisle = row[i - 1] === '' || row[i + 1] === '';
      const mine = taken.get(code);
      return {
        code,
        position: atEnd ? 'window' : byAisle ? 'aisle' : 'middle',
        premium: r < PREMIUM_SEAT_ROWS,
        price: r < PREMIUM_SEAT_ROWS ? PREMIUM_SEAT_PRICE : 0,
        available: !taken.has(code) || typeof mine === 'number',
        passenger: typeof mine === 'number' ? mine : null,
      };
    }),
  );
}
