import type { Itinerary, Segment } from '@landline/shared/schemas';
import type { DraftSearch } from './draft';

export function segment(over: Partial<Segment> = {}): Segment {
  return {
    id: 's1',
    trip_key: 't1',
    airline: 'LL',
    airline_name: 'Landline',
    flight_number: 'LL1200',
    depart: { iata: 'CSU', CityCode: 'FTC', AirportName: 'CSU Transit Center', city: 'Fort Collins', time_zone: 'America/Denver' },
    arrive: { iata: 'DEN', CityCode: 'DEN', AirportName: 'Denver International Airport', city: 'Denver', time_zone: 'America/Denver' },
    departure_code: 'CSU',
    arrival_code: 'DEN',
    departure_date: '2026-11-30',
    departure_time: '08:00',
    arrival_date: '2026-11-30',
    arrival_time: '09:45',
    departure_at: '2026-11-30T15:00:00.000Z',
    arrival_at: '2026-11-30T16:45:00.000Z',
    duration: 6300,
    service_type: 2,
    operator: 'VIDECOM',
    way: 1,
    vehicle: 'Motorcoach 56',
    tickets: [],
    ...over,
  };
}

export function itinerary(token: string, over: Partial<Itinerary> = {}, seg: Partial<Segment> = {}): Itinerary {
  return {
    booking_token: token,
    segments: [segment(seg)],
    currency: 'USD',
    fare: { adult: 2900, child: 0, infant: 0 },
    landline_price: 2900,
    flight_price: 0,
    price: 2900,
    price_in_miles: 2900,
    availability: 56,
    wheelchair_available: 2,
    layover_times: [],
    total_trip_time: 6300,
    stopovers: 0,
    ...over,
  };
}

export const fortCollinsToDenver = (over: Partial<DraftSearch> = {}): DraftSearch => ({
  from: { code: 'FTC', name: 'Fort Collins (All airports, FTC)', city: 'Fort Collins', time_zone: 'America/Denver' },
  to: { code: 'DEN', name: 'Denver International Airport', city: 'Denver', time_zone: 'America/Denver' },
  departureDate: '2026-11-30',
  returnDate: '2026-12-02',
  oneWay: false,
  adults: 1,
  children: 0,
  infants: 0,
  ...over,
});

/** A partner flight segment, Denver to Los Angeles on United by default. */
export function flightSegment(over: Partial<Segment> = {}): Segment {
  return segment({
    id: 'UA4924-2026-11-30-DEN-LAX',
    trip_key: 'UA4924-2026-11-30-DEN-LAX',
    airline: 'UA',
    airline_name: 'United Airlines',
    flight_number: 'UA4924',
    depart: { iata: 'DEN', CityCode: 'DEN', AirportName: 'Denver International Airport', city: 'Denver', time_zone: 'America/Denver' },
    arrive: {
      iata: 'LAX',
      CityCode: 'LAX',
      AirportName: 'Los Angeles International Airport',
      city: 'Los Angeles',
      time_zone: 'America/Los_Angeles',
    },
    departure_code: 'DEN',
    arrival_code: 'LAX',
    departure_date: '2026-11-30',
    departure_time: '12:00',
    arrival_date: '2026-11-30',
    arrival_time: '13:20',
    departure_at: '2026-11-30T19:00:00.000Z',
    arrival_at: '2026-11-30T21:20:00.000Z',
    duration: 8400,
    service_type: 1,
    operator: 'KIWI',
    vehicle: 'Aircraft',
    ...over,
  });
}

/** Fort Collins to Los Angeles: the 8:00 shuttle to Denver, then a United flight ($29 + $297). */
export function shuttleThenFlight(token = 'mixed', over: Partial<Itinerary> = {}): Itinerary {
  return itinerary(token, {
    segments: [segment(), flightSegment()],
    landline_price: 2900,
    flight_price: 29700,
    price: 32600,
    price_in_miles: 32600,
    layover_times: [8100],
    total_trip_time: 22800,
    stopovers: 1,
    ...over,
  });
}
