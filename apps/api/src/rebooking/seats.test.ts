import { describe, expect, it } from 'vitest';
import { seatsTogether } from './seats.js';

const MAP = [
  ['1A', '1B', '', '1C'],
  ['2A', '2B', '', '2C', '2D'],
  ['3A', '3B', '', '3C', '3D'],
];

describe('seats kept together', () => {
  it('takes a block of free seats between aisles, in the first row that has one', () => {
    expect(seatsTogether(MAP, new Set(['2A']), 2)).toEqual(['1A', '1B']);
    expect(seatsTogether(MAP, new Set(['1A', '2B']), 2)).toEqual(['2C', '2D']);
  });
  it('falls back to one row across the aisle, then to reading order', () => {
    expect(seatsTogether(MAP, new Set(['1B', '2B', '3B']), 3)).toEqual(['2A', '2C', '2D']);
    expect(seatsTogether(MAP, new Set(['1A', '2A', '2C', '3A', '3C']), 4)).toEqual(['1B', '1C', '2B', '2D']);
    expect(seatsTogether(MAP, new Set(), 0)).toEqual([]);
  });
});
