import { describe, expect, it } from 'vitest';
import {
  BOOKING_STEPS,
  bookingSteps,
  editTripSteps,
  nextStep,
  type BookingStepId,
  type EditedSegment,
  type StepTrip,
} from './booking-steps.js';

// The tables of decision 195, written out by hand: the tests do not compute what they expect.
// A direction is named by the ground service types it rides; flights (1) ride along to show that
// they change nothing.
const KINDS = {
  F: [1, 1], // flight only
  '2': [2], // coach
  '3': [3, 1], // partner connection, then the partner's flight
  '4': [4, 1], // door-to-door to the airport, then a flight
  '2+3': [2, 1, 3], // coach, flight, partner connection
  '2+4': [2, 1, 4], // coach, flight, door-to-door home
  '3+4': [3, 1, 4],
} as const;
type Kind = keyof typeof KINDS;
// The column order of the tables below (written out: object keys would put '2', '3', '4' first).
const KIND_NAMES: Kind[] = ['F', '2', '3', '4', '2+3', '2+4', '3+4'];

const CODES: Record<string, BookingStepId> = {
  DS: 'departure_seats',
  RS: 'return_seats',
  DP: 'departure_pickup',
  RP: 'return_pickup',
  PAY: 'payment',
};
const ids = (row: string) => row.split(' ').map((c) => CODES[c]);

// New booking: departure kind (rows) × return kind (columns, 'none' first = one way).
const RETURN_COLUMNS = ['none', ...KIND_NAMES] as const;
const BOOKING_TABLE: Record<Kind, string[]> = {
  // columns: none, F, 2, 3, 4, 2+3, 2+4, 3+4
  F: ['PAY', 'PAY', 'RS PAY', 'RS PAY', 'RP PAY', 'RS PAY', 'RS RP PAY', 'RS RP PAY'],
  '2': ['DS PAY', 'DS PAY', 'DS RS PAY', 'DS RS PAY', 'DS RP PAY', 'DS RS PAY', 'DS RS RP PAY', 'DS RS RP PAY'],
  '3': ['DS PAY', 'DS PAY', 'DS RS PAY', 'DS RS PAY', 'DS RP PAY', 'DS RS PAY', 'DS RS RP PAY', 'DS RS RP PAY'],
  '4': ['DP PAY', 'DP PAY', 'RS DP PAY', 'RS DP PAY', 'DP RP PAY', 'RS DP PAY', 'RS DP RP PAY', 'RS DP RP PAY'],
  '2+3': ['DS PAY', 'DS PAY', 'DS RS PAY', 'DS RS PAY', 'DS RP PAY', 'DS RS PAY', 'DS RS RP PAY', 'DS RS RP PAY'],
  '2+4': ['DS DP PAY', 'DS DP PAY', 'DS RS DP PAY', 'DS RS DP PAY', 'DS DP RP PAY', 'DS RS DP PAY', 'DS RS DP RP PAY', 'DS RS DP RP PAY'],
  '3+4': ['DS DP PAY', 'DS DP PAY', 'DS RS DP PAY', 'DS RS DP PAY', 'DS DP RP PAY', 'DS RS DP PAY', 'DS RS DP RP PAY', 'DS RS DP RP PAY'],
};

// Editing a round trip as a whole: departure kind (rows) × return kind (columns, no 'none').
const EDIT_ROUND_TRIP_TABLE: Record<Kind, string[]> = {
  // columns: F, 2, 3, 4, 2+3, 2+4, 3+4
  F: ['PAY', 'PAY', 'PAY', 'RP PAY', 'PAY', 'RP PAY', 'RP PAY'],
  '2': ['PAY', 'PAY', 'PAY', 'RP PAY', 'PAY', 'RP PAY', 'RP PAY'],
  '3': ['PAY', 'PAY', 'PAY', 'RP PAY', 'PAY', 'RP PAY', 'RP PAY'],
  '4': ['DP PAY', 'DP PAY', 'DP PAY', 'DP RP PAY', 'DP PAY', 'DP RP PAY', 'DP RP PAY'],
  '2+3': ['PAY', 'PAY', 'PAY', 'RP PAY', 'PAY', 'RP PAY', 'RP PAY'],
  '2+4': ['DP PAY', 'DP PAY', 'DP PAY', 'DP RP PAY', 'DP PAY', 'DP RP PAY', 'DP RP PAY'],
  '3+4': ['DP PAY', 'DP PAY', 'DP PAY', 'DP RP PAY', 'DP PAY', 'DP RP PAY', 'DP RP PAY'],
};

// Editing one direction: the edited direction's kind; the other direction does not matter.
const EDIT_DEPARTURE_TABLE: Record<Kind, string> = {
  F: 'PAY',
  '2': 'PAY',
  '3': 'PAY',
  '4': 'DP PAY',
  '2+3': 'PAY',
  '2+4': 'DP PAY',
  '3+4': 'DP PAY',
};
const EDIT_RETURN_TABLE: Record<Kind, string> = {
  F: 'PAY',
  '2': 'PAY',
  '3': 'PAY',
  '4': 'RP PAY',
  '2+3': 'PAY',
  '2+4': 'RP PAY',
  '3+4': 'RP PAY',
};

const trip = (departure: Kind, ret: Kind | 'none'): StepTrip => ({
  departure: KINDS[departure],
  return: ret === 'none' ? null : KINDS[ret],
});
const stepIds = (steps: { step: BookingStepId }[]) => steps.map((s) => s.step);

const bookingCases = KIND_NAMES.flatMap((d) => RETURN_COLUMNS.map((r, i) => ({ d, r, want: BOOKING_TABLE[d][i] })));
const roundTripEditCases = KIND_NAMES.flatMap((d) => KIND_NAMES.map((r, i) => ({ d, r, want: EDIT_ROUND_TRIP_TABLE[d][i] })));

describe('bookingSteps: the booking table', () => {
  it('has a written row for every departure × return kind', () => {
    expect([...KIND_NAMES].sort()).toEqual(Object.keys(KINDS).sort());
    expect(bookingCases).toHaveLength(KIND_NAMES.length * RETURN_COLUMNS.length);
    for (const row of Object.values(BOOKING_TABLE)) expect(row).toHaveLength(RETURN_COLUMNS.length);
  });

  it.each(bookingCases)('departure $d, return $r: $want', ({ d, r, want }) => {
    expect(stepIds(bookingSteps(trip(d, r)))).toEqual(ids(want));
  });
});

describe('editTripSteps: the edit table', () => {
  it('has a written row for every edit', () => {
    expect(roundTripEditCases).toHaveLength(KIND_NAMES.length ** 2);
    for (const row of Object.values(EDIT_ROUND_TRIP_TABLE)) expect(row).toHaveLength(KIND_NAMES.length);
  });

  it.each(roundTripEditCases)('round trip, departure $d, return $r: $want', ({ d, r, want }) => {
    expect(stepIds(editTripSteps(trip(d, r), 'round_trip'))).toEqual(ids(want));
  });

  it.each(KIND_NAMES)('departure only, departure %s, whatever the return', (d) => {
    for (const r of RETURN_COLUMNS) {
      expect(stepIds(editTripSteps(trip(d, r), 'departure'))).toEqual(ids(EDIT_DEPARTURE_TABLE[d]));
    }
  });

  it.each(KIND_NAMES)('return only, return %s, whatever the departure', (r) => {
    for (const d of KIND_NAMES) expect(stepIds(editTripSteps(trip(d, r), 'return'))).toEqual(ids(EDIT_RETURN_TABLE[r]));
  });

  it('refuses to edit the return of a one-way trip', () => {
    expect(() => editTripSteps(trip('2', 'none'), 'return')).toThrow(RangeError);
    expect(() => editTripSteps(trip('2', 'none'), 'round_trip')).toThrow(RangeError);
  });
});

describe('properties of every sequence', () => {
  const all = [
    ...bookingCases.map(({ d, r }) => ({ name: `book ${d}/${r}`, steps: bookingSteps(trip(d, r)), oneWay: r === 'none' })),
    ...(['round_trip', 'departure', 'return'] as EditedSegment[]).flatMap((e) =>
      roundTripEditCases.map(({ d, r }) => ({ name: `edit ${e} ${d}/${r}`, steps: editTripSteps(trip(d, r), e), oneWay: false })),
    ),
    ...KIND_NAMES.map((d) => ({ name: `edit one-way ${d}`, steps: editTripSteps(trip(d, 'none'), 'departure'), oneWay: true })),
  ];

  it.each(all)('$name: payment once and last, flow order kept, no return step one way', ({ steps, oneWay }) => {
    const names = stepIds(steps);
    expect(names.filter((s) => s === 'payment')).toHaveLength(1);
    expect(names.at(-1)).toBe('payment');
    expect(new Set(names).size).toBe(names.length);
    const flow = BOOKING_STEPS.map((s) => s.step);
    const positions = names.map((s) => flow.indexOf(s));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    if (oneWay) expect(names.filter((s) => s.startsWith('return_'))).toEqual([]);
  });

  it('never offers a seat step when editing', () => {
    for (const { steps, name } of all) if (name.startsWith('edit')) expect(stepIds(steps), name).not.toContain('departure_seats');
    for (const { steps, name } of all) if (name.startsWith('edit')) expect(stepIds(steps), name).not.toContain('return_seats');
  });

  it('gives each step its route and breadcrumb', () => {
    expect(bookingSteps({ departure: [2, 4], return: [4, 3] })).toEqual([
      { step: 'departure_seats', path: '/seats/depart', label: 'Departure seats' },
      { step: 'return_seats', path: '/seats/return', label: 'Return seats' },
      { step: 'departure_pickup', path: '/pickupDetails/depart', label: 'Departure details' },
      { step: 'return_pickup', path: '/pickupDetails/return', label: 'Return details' },
      { step: 'payment', path: '/payments', label: 'Payment' },
    ]);
  });

  it('ignores flights and the order of the legs', () => {
    expect(bookingSteps({ departure: [1, 4, 1, 2], return: [1] })).toEqual(bookingSteps({ departure: [2, 4], return: [] }));
    expect(stepIds(bookingSteps({ departure: [], return: null }))).toEqual(['payment']);
  });

  it('refuses a service type it does not know rather than leave a step out', () => {
    expect(() => bookingSteps({ departure: [5], return: null })).toThrow('Unknown service_type 5');
    expect(() => bookingSteps({ departure: [2], return: [0] })).toThrow(RangeError);
    expect(() => editTripSteps({ departure: [2], return: [6] }, 'round_trip')).toThrow(RangeError);
  });
});

describe('nextStep', () => {
  const steps = bookingSteps({ departure: [2], return: [4] }); // departure seats, return details, payment

  it('walks the sequence from the passengers page to payment', () => {
    expect(nextStep(steps, null)?.path).toBe('/seats/depart');
    expect(nextStep(steps, 'departure_seats')?.path).toBe('/pickupDetails/return');
    expect(nextStep(steps, 'return_pickup')?.path).toBe('/payments');
    expect(nextStep(steps, 'payment')).toBeNull();
  });

  it('goes forward from a step the sequence does not hold', () => {
    expect(nextStep(steps, 'return_seats')?.step).toBe('return_pickup');
    expect(nextStep(steps, 'departure_pickup')?.step).toBe('return_pickup');
  });

  it('goes straight to payment when nothing is asked', () => {
    expect(nextStep(bookingSteps({ departure: [1], return: null }), null)?.step).toBe('payment');
  });
});
