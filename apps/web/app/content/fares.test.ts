import type { RouteFare } from '@landline/shared/money';
import { describe, expect, it } from 'vitest';
import { fareClause, fareSentence, mergeFares, priceText } from './fares';

const COLORADO: RouteFare = { currency: 'USD', adult: { min: 2900, max: 2900 }, child: { min: 0, max: 0 } };
const DULUTH: RouteFare = { currency: 'USD', adult: { min: 3900, max: 3900 }, child: { min: 1950, max: 1950 } };

describe('fares in page copy', () => {
  it('state one price, or a range when the fares differ', () => {
    expect(priceText({ min: 2900, max: 2900 }, 'USD')).toBe('$29');
    expect(priceText({ min: 3300, max: 3900 }, 'USD')).toBe('$33 to $39');
    expect(priceText({ min: 1950, max: 1950 }, 'USD')).toBe('$19.50');
  });

  it('say children ride free only when their fare is nothing', () => {
    expect(fareSentence(COLORADO, 'between A and B')).toBe('Adult fares are $29 each way between A and B; kids 12 and under ride free.');
    expect(fareSentence(DULUTH, 'between A and B')).toBe('Adult fares are $39 each way between A and B; children 12 and under pay $19.50.');
    expect(fareClause(COLORADO)).toBe('adults $29, kids 12 and under free');
    expect(fareClause(DULUTH)).toBe('adults $39, children 12 and under $19.50');
  });

  it('state no price at all when the route is not sold', () => {
    expect(fareSentence(null, 'between A and B')).not.toMatch(/\$/);
    expect(fareClause(null)).not.toMatch(/\$/);
  });

  it('merge both directions of a route', () => {
    const back: RouteFare = { ...DULUTH, adult: { min: 3300, max: 3300 } };
    expect(mergeFares(DULUTH, back)).toEqual({ ...DULUTH, adult: { min: 3300, max: 3900 } });
    expect(mergeFares(null, DULUTH)).toBe(DULUTH);
    expect(mergeFares(null, null)).toBeNull();
  });
});
