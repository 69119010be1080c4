import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '@landline/shared/constants';
import { searchRequestSchema } from '@landline/shared/schemas';
import { fortCollinsToDenver } from './test-fixtures';
import {
  hasFilters,
  hasFlightFilters,
  hasServerFilters,
  NO_FILTERS,
  normalizeFilters,
  setBound,
  toSearchFilters,
  type ResultFilters,
} from './filters';
import { toSearchRequest } from './request';

const f = (over: Partial<ResultFilters>): ResultFilters => ({ ...NO_FILTERS, ...over });

describe('filters → search request', () => {
  it('no filters are the spec defaults (section 9)', () => {
    expect(toSearchFilters(NO_FILTERS)).toEqual(DEFAULT_FILTERS);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('maps the stops choice to max_stopovers', () => {
    expect(toSearchFilters(f({ stops: 'any' })).max_stopovers).toBe(3);
    expect(toSearchFilters(f({ stops: 'one' })).max_stopovers).toBe(1);
    expect(toSearchFilters(f({ stops: 'direct' })).max_stopovers).toBe(0);
  });

  it('sends the chosen airlines once each, upper case and sorted', () => {
    expect(toSearchFilters(f({ airlines: ['UA', 'dl', 'UA'] })).airline_filter).toEqual(['DL', 'UA']);
  });

  it('turns change bounds and trip time in hours into seconds', () => {
    const filters = toSearchFilters(f({ flightChangeHours: [2, 6], shuttleChangeHours: [1, 4], maxTripHours: 12 }));
    expect(filters.maxFlightLayover).toEqual([7200, 21600]);
    expect(filters.maxBusLayover).toEqual([3600, 14400]);
    expect(filters.total_trip_time_max).toBe(43200);
  });

  it('never sends a minimum above the maximum', () => {
    expect(toSearchFilters(f({ flightChangeHours: [6, 2] })).maxFlightLayover).toEqual([7200, 21600]);
  });

  it('sends the cabin class', () => {
    expect(toSearchFilters(f({ cabin: 'C' })).cabins_class).toBe('C');
  });

  it('leaves the departure time of day to the browser', () => {
    const morning = f({ timesOfDay: ['morning'] });
    expect(toSearchFilters(morning)).toEqual(toSearchFilters(NO_FILTERS));
    expect(hasServerFilters(morning)).toBe(false);
    expect(hasFilters(morning)).toBe(true);
  });

  it('builds a request the shared schema accepts, with the filters as sent', () => {
    const body = toSearchRequest(fortCollinsToDenver({ oneWay: true }), f({ stops: 'direct', airlines: ['UA'], cabin: 'W' }));
    const parsed = searchRequestSchema.parse(body);
    expect(parsed.filters).toMatchObject({ max_stopovers: 0, airline_filter: ['UA'], cabins_class: 'W' });
  });

  it('tells flight filters apart', () => {
    expect(hasFlightFilters(f({ stops: 'direct' }))).toBe(false);
    expect(hasFlightFilters(f({ stops: 'one' }))).toBe(true);
    expect(hasFlightFilters(f({ airlines: ['UA'] }))).toBe(true);
    expect(hasFlightFilters(f({ cabin: 'F' }))).toBe(true);
    expect(hasFlightFilters(f({ shuttleChangeHours: [2, 3] }))).toBe(false);
  });

  it('keeps min ≤ max when one end of a change moves', () => {
    expect(setBound([1, 3], 'min', 4)).toEqual([4, 4]);
    expect(setBound([2, 3], 'max', 1)).toEqual([1, 1]);
    expect(setBound([1, 3], 'max', 6)).toEqual([1, 6]);
  });

  it('completes filters stored before a field existed', () => {
    expect(normalizeFilters({ timesOfDay: ['evening'] })).toEqual(f({ timesOfDay: ['evening'] }));
    expect(normalizeFilters(undefined)).toEqual(NO_FILTERS);
  });
});
