import { describe, expect, it } from 'vitest';
import type { Itinerary } from '@landline/shared/schemas';
import { doorToDoorPlaces } from './door-to-door-instructions';

const place = (code: string) => ({ iata: code, CityCode: code, AirportName: code, city: code, time_zone: 'America/Chicago' });
const trip = (...legs: [string, string, number][]) =>
  ({ segments: legs.map(([from, to, type]) => ({ depart: place(from), arrive: place(to), service_type: type })) }) as unknown as Itinerary;

describe('doorToDoorPlaces', () => {
  it("names the towns of a trip's door-to-door rides, each once, and none for coaches", () => {
    expect(doorToDoorPlaces([trip(['MKT', 'MSP', 4]), trip(['MSP', 'MKT', 4])])).toEqual(['MKT', 'MSP']);
    expect(doorToDoorPlaces([trip(['FTC', 'DEN', 2]), null, undefined])).toEqual([]);
  });
});
