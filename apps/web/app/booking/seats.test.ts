import { describe, expect, it } from 'vitest';
import { SEATS_LEFT_DISPLAY } from '@landline/shared/constants';
import { legSeats, seatsLeftLabel, tripSeats } from './seats';
import { flightSegment, itinerary, segment } from './test-fixtures';

const ticket = (flight: number, landline = flight) => ({
  id: 't',
  flight_availability: flight,
  landline_availability: landline,
  flight_available: flight,
});

describe('seats left label', () => {
  it('gives a count only at 4 or fewer: sold out at 0, "1 seat left", "4 seats left", nothing at 5 or many', () => {
    expect(SEATS_LEFT_DISPLAY).toBe(4);
    expect(seatsLeftLabel(0)).toBe('Sold out');
    expect(seatsLeftLabel(1)).toBe('1 seat left');
    expect(seatsLeftLabel(2)).toBe('2 seats left');
    expect(seatsLeftLabel(4)).toBe('4 seats left');
    expect(seatsLeftLabel(5)).toBeNull();
    expect(seatsLeftLabel(56)).toBeNull();
    expect(seatsLeftLabel(Infinity)).toBeNull();
  });
});

describe('seats left on legs and trips', () => {
  it('a leg has the lesser of its flight and landline availability', () => {
    expect(legSeats(segment({ tickets: [ticket(9, 3)] }))).toBe(3);
    expect(legSeats(segment({ tickets: [ticket(2, 56)] }))).toBe(2);
    expect(legSeats(segment({ tickets: [] }))).toBe(Infinity);
  });

  it('a trip has the fewest of its legs, even when the party does not fit (availability 0)', () => {
    const mixed = (ride: number, flight: number, availability: number) =>
      itinerary('a', { availability, segments: [segment({ tickets: [ticket(ride)] }), flightSegment({ tickets: [ticket(flight)] })] });
    expect(tripSeats(mixed(56, 3, 3))).toBe(3);
    expect(seatsLeftLabel(tripSeats(mixed(56, 3, 3)))).toBe('3 seats left');
    expect(tripSeats(mixed(2, 9, 0))).toBe(2);
    expect(tripSeats(mixed(56, 0, 0))).toBe(0);
    expect(seatsLeftLabel(tripSeats(mixed(56, 7, 7)))).toBeNull();
    // No ticket on any leg: the API's figure.
    expect(tripSeats(itinerary('b', { availability: 4 }))).toBe(4);
  });
});
