import { describe, expect, it } from 'vitest';
import { placesToOffer } from './places';

const places = [
  { code: 'LAX', flight_only: true },
  { code: 'FTC', flight_only: false },
  { code: 'LHR', flight_only: true },
  { code: 'DEN', flight_only: false },
];

describe('type-ahead places', () => {
  it('puts partner airports after our places, in the order received', () => {
    expect(placesToOffer(places, true).map((p) => p.code)).toEqual(['FTC', 'DEN', 'LAX', 'LHR']);
  });

  it('hides partner airports while flight search is off', () => {
    expect(placesToOffer(places, false).map((p) => p.code)).toEqual(['FTC', 'DEN']);
  });
});
