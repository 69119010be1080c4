import { describe, expect, it } from 'vitest';
import { recordLabel, signedPoints } from './log';

describe('the Mile History', () => {
  it('names each kind of record and its booking', () => {
    expect(recordLabel(2, 'ABC234')).toBe('Paid with miles · booking ABC234');
    expect(recordLabel(3, null)).toBe('Bought');
    expect(recordLabel(4, 'ABC234')).toBe('Given back · booking ABC234');
    expect(recordLabel(99, null)).toBe('Adjustment');
  });

  it('signs the points', () => {
    expect(signedPoints(5000)).toBe('+5,000');
    expect(signedPoints(-2900)).toBe('−2,900');
  });
});
