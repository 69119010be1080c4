import { describe, expect, it } from 'vitest';
import { formatMoney } from '@landline/shared';
import { applyFilters, arrivalDayOffset, partyLabel, returnFitsDeparture, selectionTotal, timeOfDay } from './itinerary';
import { itinerary } from './test-fixtures';

describe('selection total', () => {
  it('is the sum of the selected tickets’ prices: $29.00 + $29.00 = $58.00', () => {
    const total = selectionTotal([itinerary('a'), itinerary('b')]);
    expect(total).toEqual({ cents: 5800, currency: 'USD' });
    expect(formatMoney(total!.cents, total!.currency)).toBe('$58.00');
  });

  it('counts a one-way trip alone', () => {
    expect(selectionTotal([itinerary('a', { price: 8700 }), null])).toEqual({ cents: 8700, currency: 'USD' });
  });

  it('keeps the currency of the tickets', () => {
    expect(selectionTotal([itinerary('a', { currency: 'CAD', price: 4500 })])).toEqual({ cents: 4500, currency: 'CAD' });
  });

  it('has no total without tickets and refuses mixed currencies', () => {
    expect(selectionTotal([null, undefined])).toBeNull();
    expect(() => selectionTotal([itinerary('a'), itinerary('b', { currency: 'CAD' })])).toThrow();
  });
});

describe('itinerary rules', () => {
  it('marks arrivals on a later day', () => {
    expect(arrivalDayOffset(itinerary('a'))).toBe(0);
    expect(arrivalDayOffset(itinerary('a', {}, { departure_date: '2026-12-02', arrival_date: '2026-12-03' }))).toBe(1);
  });

  it('a return must leave after the departure trip arrives', () => {
    const out = itinerary('out', {}, { arrival_at: '2026-11-30T16:45:00.000Z' });
    expect(returnFitsDeparture(out, itinerary('r', {}, { departure_at: '2026-11-30T17:00:00.000Z' }))).toBe(true);
    expect(returnFitsDeparture(out, itinerary('r', {}, { departure_at: '2026-11-30T16:45:00.000Z' }))).toBe(false);
    expect(returnFitsDeparture(null, itinerary('r'))).toBe(true);
  });

  it('filters by stops, time of day and trip time', () => {
    const list = [
      itinerary('morning', {}, { departure_time: '06:00' }),
      itinerary('afternoon-stop', { stopovers: 1, total_trip_time: 20_000 }, { departure_time: '13:00' }),
      itinerary('evening', {}, { departure_time: '19:30' }),
    ];
    const tokens = (f: Parameters<typeof applyFilters>[1]) => applyFilters(list, f).map((i) => i.booking_token);
    expect(tokens({ directOnly: true, timesOfDay: [], maxTripSeconds: null })).toEqual(['morning', 'evening']);
    expect(tokens({ directOnly: false, timesOfDay: ['afternoon', 'evening'], maxTripSeconds: null })).toEqual([
      'afternoon-stop',
      'evening',
    ]);
    expect(tokens({ directOnly: false, timesOfDay: [], maxTripSeconds: 4 * 3600 })).toEqual(['morning', 'evening']);
    expect(timeOfDay('11:59')).toBe('morning');
    expect(timeOfDay('12:00')).toBe('afternoon');
    expect(timeOfDay('18:00')).toBe('evening');
  });

  it('names the party', () => {
    expect(partyLabel({ adults: 1, children: 0, infants: 0 })).toBe('1 adult');
    expect(partyLabel({ adults: 2, children: 1, infants: 2 })).toBe('2 adults, 1 child, 2 infants');
  });
});
