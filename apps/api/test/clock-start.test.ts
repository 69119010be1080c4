import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

// The journeys' server runs on a pinned clock (decision 262); the setting is refused anywhere else.
describe('CLOCK_START', () => {
  it('is taken with ALLOW_TEST_CLOCK=true', () => {
    const config = loadConfig({ CLOCK_START: '2026-11-23T15:00:00Z', ALLOW_TEST_CLOCK: 'true' });
    expect(config.CLOCK_START).toBe('2026-11-23T15:00:00Z');
    expect(loadConfig({}).CLOCK_START).toBeUndefined();
  });

  it.each([
    [
      { CLOCK_START: '2026-11-23T15:00:00Z' },
      'Configuration error: CLOCK_START is for test servers only: set ALLOW_TEST_CLOCK=true with it.',
    ],
    [
      { CLOCK_START: '2026-11-23T15:00:00Z', ALLOW_TEST_CLOCK: 'true', PUBLIC_URL: 'https://landline.com', JWT_SECRET: 'x'.repeat(32) },
      'Configuration error: CLOCK_START is for test servers and is refused on a public site (PUBLIC_URL is https://).',
    ],
    [
      { CLOCK_START: 'Monday', ALLOW_TEST_CLOCK: 'true' },
      'Configuration error: CLOCK_START must be an ISO 8601 instant such as 2026-11-23T15:00:00Z (got CLOCK_START="Monday").',
    ],
  ])('is refused otherwise, in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
