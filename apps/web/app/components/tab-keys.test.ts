import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

describe('tabAfterKey', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and the last tab on Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('PageUp', 1, 3)).toBe(0);
    expect(tabAfterKey('PageDown', 1, 3)).toBe(2);
  });

  it('leaves every other key to the browser, and a list without tabs alone', () => {
    expect(tabAfterKey('Enter', 0, 3)).toBeNull();
    expect(tabAfterKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
