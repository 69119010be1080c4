import { describe, expect, it } from 'vitest';
import { luhnValid } from './rules.js';

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'])('takes the test card %s', (n) =>
    expect(luhnValid(n)).toBe(true),
  );
  it.each(['4242424242424241', '4242 4242 4242 4242', '42424242', '', '4242424242424242424242'])('refuses %j', (n) =>
    expect(luhnValid(n)).toBe(false),
  );
});
