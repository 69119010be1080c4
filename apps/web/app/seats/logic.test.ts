import { describe, expect, it } from 'vitest';
import { PREMIUM_SEAT_PRICE } from '@landline/shared/constants';
import type { Reservation, SeatCell, SeatInfo } from '@landline/shared/schemas';
import { loadLang } from '../i18n/catalogs';
import { firstSeat, nextCell } from './grid-nav';
import { seatButtonLabel, seatLabel, seatOptionLabel, type SeatWords } from './seat-label';
import {
  changedSeatsRequest,
  choosableSeats,
  dropsSavedSeat,
  everyoneSeated,
  keepAvailable,
  keepPossibleChanges,
  nextUnseated,
  premiumTotal,
  seatsRequest,
  seatTakers,
  selectionFrom,
  setSeat,
  toggleSeat,
} from './selection';

const cell = (code: string, over: Partial<SeatCell> = {}): SeatCell => {
  const premium = code.startsWith('1') && code.length === 2;
  const letter = code.slice(-1);
  return {
    code,
    position: letter === 'A' || letter === 'D' ? 'window' : 'aisle',
    premium,
    price: premium ? PREMIUM_SEAT_PRICE : 0,
    available: true,
    passenger: null,
    ...over,
  };
};

/** A 3-row coach: A B | C D, the last row with a middle seat E between B and the aisle. */
const rows = (): (SeatCell | null)[][] => [
  [cell('1A'), cell('1B'), null, cell('1C'), cell('1D')],
  [cell('2A'), cell('2B', { available: false }), null, cell('2C'), cell('2D')],
  [cell('3A'), cell('3B'), cell('3E', { position: 'middle' }), cell('3C'), cell('3D')],
];

const info = (passengers: SeatInfo['seat_per_passenger']['passengers'], legs = 1): SeatInfo => {
  const place = { iata: 'FTC', city: 'Fort Collins', AirportName: 'Fort Collins' };
  return {
    pnr: 'ABC123',
    segment: 1,
    cart_id: '00000000-0000-4000-8000-000000000000',
    is_payment_needed: false,
    message: null,
    legs: Array.from({ length: legs }, () => ({
      depart: place,
      arrive: place,
      departure_time: '2026-11-27T15:00:00.000Z',
      arrival_time: '2026-11-27T16:10:00.000Z',
      vehicle: 'Executive coach 40',
      available_seats: 10,
      rows: rows(),
    })),
    seat_per_passenger: { passengers },
  };
};

describe('seat names', () => {
  it('say code, place, premium with its price, and taken, in the spec’s words', () => {
    expect(seatLabel(cell('1C', { position: 'window' }))).toBe('Seat 1C, window, premium, $15.00');
    expect(seatLabel(cell('7B', { position: 'middle' }))).toBe('Seat 7B, middle');
    expect(seatLabel(cell('2B', { available: false }))).toBe('Seat 2B, aisle, taken');
    expect(seatLabel(cell('1A', { available: false }))).toBe('Seat 1A, window, premium, $15.00, taken');
    expect(seatButtonLabel(cell('4A'), 'Passenger #2')).toBe('Seat 4A, window, chosen for Passenger #2');
    expect(seatButtonLabel(cell('4A'), null)).toBe('Seat 4A, window');
    expect(seatOptionLabel(cell('1D'))).toBe('1D, window, premium, $15.00');
  });

  it('price a Canadian booking’s seats in Canadian dollars (decision 266)', () => {
    expect(seatLabel(cell('1C', { position: 'window' }), 'CAD')).toBe('Seat 1C, window, premium, CA$15.00');
    expect(seatButtonLabel(cell('1A'), 'Passenger #2', 'CAD')).toBe('Seat 1A, window, premium, CA$15.00, chosen for Passenger #2');
    expect(seatOptionLabel(cell('1D'), 'CAD')).toBe('1D, window, premium, CA$15.00');
  });
});

describe('seat names in Canadian French (decision 267)', async () => {
  const french = await loadLang('fr');
  const fr: SeatWords = { t: french.t('seats'), locale: 'fr-CA' };
  const nb = (text: string) => text.replaceAll(' $', '\u00a0$');

  it('say the same things in French, prices the French way', () => {
    expect(seatLabel(cell('1C', { position: 'window' }), 'CAD', fr)).toBe(nb('Siège 1C, fenêtre, Premium, 15,00 $'));
    expect(seatLabel(cell('7B', { position: 'middle' }), 'CAD', fr)).toBe('Siège 7B, milieu');
    expect(seatLabel(cell('2B', { available: false }), 'CAD', fr)).toBe('Siège 2B, allée, occupé');
    expect(seatButtonLabel(cell('4A'), 'Passager 2', 'CAD', fr)).toBe('Siège 4A, fenêtre, choisi pour Passager 2');
    expect(seatButtonLabel(cell('1A', { available: false }), null, 'CAD', fr)).toBe(nb('Siège 1A, fenêtre, Premium, 15,00 $, occupé'));
    expect(seatOptionLabel(cell('1D'), 'CAD', fr)).toBe(nb('1D, fenêtre, Premium, 15,00 $'));
  });

  it('name the passengers in French', () => {
    expect(seatTakers(2, [], fr).map((t) => t.label)).toEqual(['Passager principal', 'Passager 2']);
  });
});

describe('moving in the seat map', () => {
  const r = rows();
  it('arrows step over the aisle and stop at the edges', () => {
    expect(nextCell(r, { row: 0, col: 1 }, 'ArrowRight')).toEqual({ row: 0, col: 3 });
    expect(nextCell(r, { row: 0, col: 3 }, 'ArrowLeft')).toEqual({ row: 0, col: 1 });
    expect(nextCell(r, { row: 0, col: 4 }, 'ArrowRight')).toEqual({ row: 0, col: 4 });
    expect(nextCell(r, { row: 0, col: 0 }, 'ArrowLeft')).toEqual({ row: 0, col: 0 });
    expect(nextCell(r, { row: 0, col: 0 }, 'ArrowUp')).toEqual({ row: 0, col: 0 });
    expect(nextCell(r, { row: 2, col: 2 }, 'ArrowDown')).toEqual({ row: 2, col: 2 });
  });
  it('up and down keep the column, or take the nearest seat where the row has the aisle', () => {
    expect(nextCell(r, { row: 0, col: 3 }, 'ArrowDown')).toEqual({ row: 1, col: 3 });
    // Taken seats are stops too (2B), so they are heard as taken.
    expect(nextCell(r, { row: 0, col: 1 }, 'ArrowDown')).toEqual({ row: 1, col: 1 });
    expect(nextCell(r, { row: 1, col: 1 }, 'ArrowDown')).toEqual({ row: 2, col: 1 });
    expect(nextCell(r, { row: 2, col: 2 }, 'ArrowUp')).toEqual({ row: 1, col: 1 });
  });
  it('Home and End go to the row’s ends, with Ctrl to the first and last seat; other keys are not the grid’s', () => {
    expect(nextCell(r, { row: 1, col: 3 }, 'Home')).toEqual({ row: 1, col: 0 });
    expect(nextCell(r, { row: 1, col: 0 }, 'End')).toEqual({ row: 1, col: 4 });
    expect(nextCell(r, { row: 1, col: 3 }, 'Home', true)).toEqual({ row: 0, col: 0 });
    expect(nextCell(r, { row: 0, col: 0 }, 'End', true)).toEqual({ row: 2, col: 4 });
    expect(nextCell(r, { row: 0, col: 0 }, 'Tab')).toBeNull();
    expect(nextCell(r, { row: 0, col: 0 }, 'a')).toBeNull();
    expect(firstSeat([[null], [null, cell('2A')]])).toEqual({ row: 1, col: 1 });
    expect(firstSeat([])).toBeNull();
  });
});

describe('who takes a seat', () => {
  const p = (first_name: string, passenger_type = 'AD') =>
    ({ first_name, last_name: 'Doe', passenger_type }) as Reservation['passengers'][number];
  it('the first adults and children, lead first, named once the passengers page saved them', () => {
    expect(seatTakers(2)).toEqual([
      { index: 0, label: 'Lead Passenger', name: null },
      { index: 1, label: 'Passenger #2', name: null },
    ]);
    // Two seats, three passengers: the infant (last) has none.
    const takers = seatTakers(2, [p('Ann'), p('Bo', 'CH'), p('Cy', 'Infant')]);
    expect(takers.map((t) => `${t.label}:${t.name}`)).toEqual(['Lead Passenger:Ann Doe', 'Passenger #2:Bo Doe']);
  });
});

describe('choosing seats', () => {
  it('starts from what the server holds', () => {
    const i = info(
      [
        { passenger: 0, seats: [{ leg: 1, code: '3A' }] },
        { passenger: 1, seats: [] },
      ],
      2,
    );
    expect(selectionFrom(i)).toEqual([
      [null, '3A'],
      [null, null],
    ]);
  });

  it('gives, toggles off, and swaps with a passenger of the party', () => {
    let s = [[null], [null]] as (string | null)[][];
    s = toggleSeat(s, 0, 0, '1A');
    expect(s).toEqual([['1A'], [null]]);
    s = toggleSeat(s, 1, 0, '3C');
    // Passenger #2 takes the lead's seat: the lead gets 3C.
    expect(toggleSeat(s, 1, 0, '1A')).toEqual([['3C'], ['1A']]);
    // Passenger #2 without a seat takes the lead's: the lead is left without one.
    expect(setSeat([['1A'], [null]], 1, 0, '1A')).toEqual([[null], ['1A']]);
    expect(toggleSeat(s, 0, 0, '1A')).toEqual([[null], ['3C']]);
    expect(setSeat(s, 0, 0, null)).toEqual([[null], ['3C']]);
  });

  it('never leaves a passenger without a seat the server holds: it can be moved, not given up', () => {
    const saved = [['1A'], [null]];
    expect(toggleSeat([['1A'], [null]], 0, 0, '1A', saved)).toEqual([['1A'], [null]]);
    expect(setSeat([['1A'], [null]], 0, 0, null, saved)).toEqual([['1A'], [null]]);
    // Passenger #2 taking the lead's saved seat would leave the lead without one.
    expect(setSeat([['1A'], [null]], 1, 0, '1A', saved)).toEqual([['1A'], [null]]);
    // Moving is fine, and so is a swap where both keep a seat.
    expect(toggleSeat([['1A'], [null]], 0, 0, '2A', saved)).toEqual([['2A'], [null]]);
    expect(setSeat([['1A'], ['3C']], 1, 0, '1A', saved)).toEqual([['3C'], ['1A']]);
    expect(dropsSavedSeat([[null], ['2A']], [[null], ['2A']])).toBe(false);
    expect(dropsSavedSeat([[null], [null]], [[null], ['2A']])).toBe(true);
  });

  it('moves on to the next passenger without a seat, wrapping, or nobody', () => {
    expect(nextUnseated([['1A'], [null], [null]], 0, 0)).toBe(1);
    expect(nextUnseated([[null], ['1A'], ['2A']], 0, 2)).toBe(0);
    expect(nextUnseated([['1A'], ['2A']], 0, 0)).toBeNull();
  });

  it('says Continue only when everyone has a seat on every ride', () => {
    expect(everyoneSeated([['1A'], ['2A']])).toBe(true);
    expect(
      everyoneSeated([
        ['1A', null],
        ['2A', '3A'],
      ]),
    ).toBe(false);
    expect(everyoneSeated([])).toBe(false);
  });

  it('totals premium seats and sends only passengers with a seat', () => {
    const i = info([], 2);
    const s = [
      ['1A', '1B'],
      ['3C', null],
      [null, null],
    ];
    expect(premiumTotal(i, s)).toBe(2 * PREMIUM_SEAT_PRICE);
    expect(premiumTotal(i, [['3A', '3B']])).toBe(0);
    expect(seatsRequest(s)).toEqual({
      passengers: [
        {
          passenger: 0,
          seats: [
            { leg: 0, code: '1A' },
            { leg: 1, code: '1B' },
          ],
        },
        { passenger: 1, seats: [{ leg: 0, code: '3C' }] },
      ],
    });
    expect(seatsRequest([[null], [null]])).toBeNull();
  });

  it('drops a seat taken meanwhile, and lists only free seats not held by another of the party', () => {
    const i = info([]);
    expect(keepAvailable([['2B'], ['2C']], i)).toEqual([[null], ['2C']]);
    const codes = (p: number) => choosableSeats(i, [['1A'], ['1B']], p, 0).map((c) => c.code);
    expect(codes(0)).toContain('1A');
    expect(codes(0)).not.toContain('1B');
    expect(codes(0)).not.toContain('2B');
    expect(codes(1)).toEqual(['1B', '1C', '1D', '2A', '2C', '2D', '3A', '3B', '3E', '3C', '3D']);
  });
});

describe('a booked trip’s seat change (decision 219)', () => {
  const saved = [
    ['1A', '4C'],
    ['1B', null],
    ['2A', '5D'],
  ];
  it('sends only the passengers whose seats changed and who may change', () => {
    const moved = [
      ['3A', '4C'],
      ['1B', null],
      ['2B', '5D'],
    ];
    expect(changedSeatsRequest(moved, saved, new Set([0, 1]))).toEqual({
      passengers: [
        {
          passenger: 0,
          seats: [
            { leg: 0, code: '3A' },
            { leg: 1, code: '4C' },
          ],
        },
      ],
    });
    expect(changedSeatsRequest(saved, saved, new Set([0, 1, 2]))).toBeNull();
  });

  describe('after a seat was taken meanwhile (decision 306)', () => {
    // Held: the lead 1A, the second 1B, the third nothing. 2B is now someone else's.
    const held = info([
      { passenger: 0, seats: [{ leg: 0, code: '1A' }] },
      { passenger: 1, seats: [{ leg: 0, code: '1B' }] },
      { passenger: 2, seats: [] },
    ]);
    it('gives the passenger back the seat they hold and keeps the other choices', () => {
      expect(keepPossibleChanges([['2B'], ['3C'], ['3D']], held)).toEqual([['1A'], ['3C'], ['3D']]);
      expect(keepPossibleChanges([['3A'], ['1B'], ['2B']], held)).toEqual([['3A'], ['1B'], [null]]);
    });
    it('starts the ride over from the seats held when the seat given back is another passenger’s choice', () => {
      expect(keepPossibleChanges([['2B'], ['1A'], ['3D']], held)).toEqual([['1A'], ['1B'], [null]]);
    });
  });
});
