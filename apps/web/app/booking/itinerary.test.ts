import { describe, expect, it } from 'vitest';
import { formatMoney } from '@landline/shared/money';
import {
  airlinesIn,
  applyFilters,
  arrivalDayOffset,
  carriersOf,
  changesLabel,
  changesOf,
  changeText,
  dayOffset,
  flightDesignator,
  hasFlights,
  isFlight,
  mergeAirlines,
  partyLabel,
  priceSplit,
  priceSplitText,
  returnFitsDeparture,
  selectionTotal,
  timeOfDay,
  wheelchairNote,
} from './itinerary';
import { flightSegment, itinerary, segment, shuttleThenFlight } from './test-fixtures';

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

  it('filters by departure time of day in the browser', () => {
    const list = [
      itinerary('morning', {}, { departure_time: '06:00' }),
      itinerary('afternoon', {}, { departure_time: '13:00' }),
      itinerary('evening', {}, { departure_time: '19:30' }),
    ];
    const tokens = (f: Parameters<typeof applyFilters>[1]) => applyFilters(list, f).map((i) => i.booking_token);
    expect(tokens({ timesOfDay: [] })).toEqual(['morning', 'afternoon', 'evening']);
    expect(tokens({ timesOfDay: ['afternoon', 'evening'] })).toEqual(['afternoon', 'evening']);
    expect(timeOfDay('11:59')).toBe('morning');
    expect(timeOfDay('12:00')).toBe('afternoon');
    expect(timeOfDay('18:00')).toBe('evening');
  });

  it('names the party', () => {
    expect(partyLabel({ adults: 1, children: 0, infants: 0 })).toBe('1 adult');
    expect(partyLabel({ adults: 2, children: 1, infants: 2 })).toBe('2 adults, 1 child, 2 infants');
  });
});

describe('mixed itineraries: shuttle and flights', () => {
  const mixed = shuttleThenFlight();

  it('tells flights from shuttle legs', () => {
    expect(mixed.segments.map(isFlight)).toEqual([false, true]);
    expect(hasFlights([itinerary('ground')])).toBe(false);
    expect(hasFlights([itinerary('ground'), mixed])).toBe(true);
  });

  it('names the carriers in travel order, Landline for the shuttle', () => {
    expect(carriersOf(mixed)).toEqual([
      { code: 'LL', name: 'Landline', ground: true },
      { code: 'UA', name: 'United Airlines', ground: false },
    ]);
  });

  it('prints a flight number with a space after the airline code', () => {
    expect(flightDesignator({ airline: 'F9', flight_number: 'F9317' })).toBe('F9 317');
    expect(flightDesignator({ airline: 'UA', flight_number: 'UA1' })).toBe('UA 1');
    expect(flightDesignator({ airline: 'LL', flight_number: '1201' })).toBe('1201');
  });

  it('counts changes', () => {
    expect(changesLabel(itinerary('a'))).toBe('Direct');
    expect(changesLabel(mixed)).toBe('1 change');
    const three = shuttleThenFlight('three', { segments: [segment(), flightSegment(), flightSegment(), flightSegment()] });
    expect(changesLabel(three)).toBe('3 changes');
  });
});

describe('layover text', () => {
  it('says how long and where: 2h 15m change at Denver International Airport (DEN)', () => {
    const [change] = changesOf(shuttleThenFlight());
    expect(change.text).toBe('2h 15m change at Denver International Airport (DEN)');
    expect(change.at).toBe('DEN');
  });

  it('names both stops when the next leg leaves from another one', () => {
    const other = flightSegment().depart;
    const arrive = { ...other, iata: 'CSU', AirportName: 'CSU Transit Center' };
    expect(changeText(3600, arrive, other)).toBe('1h change from CSU Transit Center (CSU) to Denver International Airport (DEN)');
  });

  it('falls back to the clock when layover_times is short', () => {
    const [change] = changesOf(shuttleThenFlight('t', { layover_times: [] }));
    // Arrives 16:45Z, the flight leaves 19:00Z.
    expect(change.seconds).toBe(8100);
  });

  it('marks later days from the first departure', () => {
    const late = shuttleThenFlight('late', {
      segments: [segment(), flightSegment({ arrival_date: '2026-12-01', arrival_time: '01:10' })],
    });
    expect(arrivalDayOffset(late)).toBe(1);
    expect(dayOffset(late, '2026-12-02')).toBe(2);
  });
});

describe('price split', () => {
  it('shows the shuttle and flight parts: Shuttle $29.00 · Flights $297.00', () => {
    const split = priceSplit([shuttleThenFlight()]);
    expect(split).toEqual({ shuttle: 2900, flights: 29700, currency: 'USD' });
    expect(priceSplitText(split)).toBe('Shuttle $29.00 · Flights $297.00');
  });

  it('adds the parts of both directions', () => {
    expect(priceSplitText(priceSplit([shuttleThenFlight('a'), null, shuttleThenFlight('b')]))).toBe('Shuttle $58.00 · Flights $594.00');
  });

  it('has no split for a shuttle-only trip or no trip', () => {
    expect(priceSplitText(priceSplit([itinerary('ground')]))).toBeNull();
    expect(priceSplitText(priceSplit([]))).toBeNull();
  });
});

describe('airline list', () => {
  const via = (token: string, airline: string, name: string) =>
    shuttleThenFlight(token, { segments: [segment(), flightSegment({ airline, airline_name: name })] });

  it('lists each airline of the flight legs once, by name, never Landline', () => {
    const list = [
      via('a', 'UA', 'United Airlines'),
      via('b', 'F9', 'Frontier Airlines'),
      via('c', 'UA', 'United Airlines'),
      itinerary('g'),
    ];
    expect(airlinesIn(list)).toEqual([
      { code: 'F9', name: 'Frontier Airlines' },
      { code: 'UA', name: 'United Airlines' },
    ]);
    expect(airlinesIn([itinerary('g')])).toEqual([]);
  });

  it('merges lists, keeping a name over a bare code', () => {
    expect(
      mergeAirlines(
        [{ code: 'UA', name: 'UA' }],
        [
          { code: 'UA', name: 'United Airlines' },
          { code: 'DL', name: 'Delta Air Lines' },
        ],
      ),
    ).toEqual([
      { code: 'DL', name: 'Delta Air Lines' },
      { code: 'UA', name: 'United Airlines' },
    ]);
  });
});

describe('the wheelchair note of a results card', () => {
  it('says so when no wheelchair position is left, and nothing otherwise', () => {
    expect(wheelchairNote({ wheelchair_available: 0 })).toBe('No wheelchair position left for travellers who board by the lift');
    expect(wheelchairNote({ wheelchair_available: 1 })).toBeNull();
    expect(wheelchairNote({ wheelchair_available: null })).toBeNull();
  });
});
