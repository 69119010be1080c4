import { describe, expect, it } from 'vitest';
import { bearingDegrees, distanceKm } from './geo.js';

describe('geo', () => {
  it('measures a degree of the equator and a known pair of airports', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.19, 1);
    // Denver (DEN) to Minneapolis–Saint Paul (MSP): about 1,090 km.
    expect(distanceKm({ lat: 39.8617, lon: -104.6731 }, { lat: 44.882, lon: -93.2218 })).toBeGreaterThan(1070);
    expect(distanceKm({ lat: 39.8617, lon: -104.6731 }, { lat: 44.882, lon: -93.2218 })).toBeLessThan(1110);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371, 3);
  });

  it('gives the bearing clockwise from north', () => {
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0, 6);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90, 6);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: -1, lon: 0 })).toBeCloseTo(180, 6);
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: -1 })).toBeCloseTo(270, 6);
  });
});
