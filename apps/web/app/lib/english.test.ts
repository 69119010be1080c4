import { describe, expect, it } from 'vitest';
import { count, grouped, orList } from './english';

describe('English wording without Intl', () => {
  it('groups whole numbers as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [0, 7, 999, 1000, 1288, 12_345, 75_000, 999_999, 1_000_000, 123_456_789, -4_500]) {
      expect(grouped(n), String(n)).toBe(intl.format(n));
    }
    expect(() => grouped(1.5)).toThrow(RangeError);
  });

  it('joins a list with "or" as en-US does', () => {
    const intl = new Intl.ListFormat('en-US', { type: 'disjunction' });
    for (const items of [['Blue'], ['Blue', 'Gold'], ['Blue', 'Gold', 'Platinum'], ['a', 'b', 'c', 'd']]) {
      expect(orList(items)).toBe(intl.format(items));
    }
  });

  it('counts in the singular for one only, as en-US plural rules say', () => {
    const rules = new Intl.PluralRules('en-US');
    for (const n of [0, 1, 2, 12, 21, 101]) {
      expect(count(n, 'hour')).toBe(`${n} ${rules.select(n) === 'one' ? 'hour' : 'hours'}`);
    }
  });
});
