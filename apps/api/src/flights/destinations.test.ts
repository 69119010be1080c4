import { describe, expect, it } from 'vitest';
import type { Airport } from '../openflights/read.js';
import { countryCode, destinationsFrom } from './destinations.js';
import { FlightNetwork, type RouteInfo } from './network.js';

const airport = (iata: string, city: string, country: string): Airport => ({
  iata,
  name: iata,
  city,
  country,
  lat: 0,
  lon: 0,
  timeZone: 'UTC',
});

/** A route flown by these airlines, `perAirline` flights a day each. */
const route = (airlines: string[], perAirline = 1): RouteInfo => ({
  km: 1000,
  flights: airlines.flatMap((airline) =>
    Array.from({ length: perAirline }, (_, i) => ({ airline, number: `${airline}${i}`, departMinute: 600 + i, minutes: 90 })),
  ),
});

describe('destinationsFrom', () => {
  const airports = new Map(
    [
      airport('AAA', 'Home', 'Canada'),
      airport('LHR', 'London', 'United Kingdom'),
      airport('LGW', 'London', 'United Kingdom'),
      airport('YXU', 'London', 'Canada'),
      airport('CDG', 'Paris', 'France'),
      airport('ORD', 'Chicago', 'United States'),
      airport('MIA', 'Miami', 'United States'),
    ].map((a) => [a.iata, a]),
  );
  const out = new Map([
    [
      'AAA',
      new Map<string, RouteInfo>([
        ['LGW', route(['BA'])],
        ['LHR', route(['AC', 'BA'])],
        ['YXU', route(['WS'])],
        ['CDG', route(['AC', 'AF'], 1)],
        ['ORD', route(['AC', 'UA'], 3)],
        ['MIA', route(['AA'], 5)],
      ]),
    ],
  ]);
  const network = { out, airports };

  it('counts the airlines of all a city’s airports once, and names the city by its busiest airport', () => {
    const london = destinationsFrom(network, 'AAA', 10).find((d) => d.city === 'London' && d.country === 'United Kingdom');
    expect(london).toEqual({ code: 'LHR', city: 'London', country: 'United Kingdom', countryCode: 'GB' });
    expect(
      destinationsFrom(network, 'AAA', 10)
        .filter((d) => d.city === 'London')
        .map((d) => d.country),
    ).toEqual(['United Kingdom', 'Canada']);
  });

  it('orders by airlines, then flights a day, then name, and keeps at most `limit`', () => {
    expect(destinationsFrom(network, 'AAA', 10).map((d) => d.code)).toEqual(['ORD', 'LHR', 'CDG', 'MIA', 'YXU']);
    expect(destinationsFrom(network, 'AAA', 2).map((d) => d.code)).toEqual(['ORD', 'LHR']);
    expect(destinationsFrom(network, 'AAA', 0)).toEqual([]);
  });

  it('is empty for an airport without departures', () => {
    expect(destinationsFrom(network, 'ZZZ', 10)).toEqual([]);
  });
});

describe('countryCode', () => {
  it('finds the ISO code of OpenFlights country names', () => {
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('Antigua and Barbuda')).toBe('AG');
    expect(countryCode('Hong Kong')).toBe('HK');
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('Saint Lucia')).toBe('LC');
    expect(countryCode('Atlantis')).toBeNull();
  });
});

describe('destinations from Toronto Pearson (the OpenFlights data)', () => {
  it('lists real non-stop cities, one entry each, busiest first', () => {
    const found = destinationsFrom(FlightNetwork.load(), 'YYZ', 40);
    expect(found).toHaveLength(40);
    const cities = found.map((d) => d.city);
    expect(new Set(found.map((d) => `${d.city}|${d.country}`)).size).toBe(found.length);
    expect(cities).toEqual(expect.arrayContaining(['Vancouver', 'London', 'New York', 'Montreal']));
    expect(found.every((d) => d.countryCode !== null)).toBe(true);
    // New York's airports together come before any city a single airport serves.
    expect(cities.indexOf('New York')).toBeLessThan(cities.indexOf('Vancouver'));
  });
});
