import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARD_WIFI_DEMO } from '@landline/shared/constants';
import { loadConfig } from '../src/config.js';
import { serverBuildFile } from '../src/web/pages.js';
import { TEST_NOW, testApp, WEB_BUILD_DIR, type TestApp } from './harness.js';

// /onboard shows the coaches' Wi-Fi from the server's configuration (decision 229): a fleet sets
// ONBOARD_WIFI_NAME and ONBOARD_WIFI_PASSWORD, and the kept public page shows them.

if (!fs.existsSync(serverBuildFile(WEB_BUILD_DIR))) {
  throw new Error(`No web build at ${WEB_BUILD_DIR}: run 'npm run build' first (npm test does).`);
}

/** The text of the element with a data-testid on a page. */
function byTestId(html: string, id: string): string | undefined {
  return new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

describe('onboard Wi-Fi configuration', () => {
  it('has demo defaults, and refuses a name or password a Wi-Fi network cannot have', () => {
    const config = loadConfig({});
    expect([config.ONBOARD_WIFI_NAME, config.ONBOARD_WIFI_PASSWORD]).toEqual([ONBOARD_WIFI_DEMO.name, ONBOARD_WIFI_DEMO.password]);
    expect(loadConfig({ ONBOARD_WIFI_NAME: ' Coach 12 ', ONBOARD_WIFI_PASSWORD: 'long enough' }).ONBOARD_WIFI_NAME).toBe('Coach 12');
    expect(() => loadConfig({ ONBOARD_WIFI_NAME: 'x'.repeat(33) })).toThrow(
      'ONBOARD_WIFI_NAME must be a Wi-Fi network name of at most 32 characters',
    );
    // The password is never printed back.
    expect(() => loadConfig({ ONBOARD_WIFI_PASSWORD: 'short' })).toThrow(
      'Configuration error: ONBOARD_WIFI_PASSWORD must be a Wi-Fi password of 8 to 63 characters (value hidden).',
    );
  });
});

describe('the /onboard page', () => {
  let demo: TestApp;
  let fleet: TestApp;
  beforeAll(async () => {
    demo = await testApp(TEST_NOW, { web: true });
    fleet = await testApp(TEST_NOW, {
      web: true,
      config: { ONBOARD_WIFI_NAME: 'Landline Coach 42', ONBOARD_WIFI_PASSWORD: 'penguins&pretzels' },
    });
  });
  afterAll(async () => {
    await demo?.close();
    await fleet?.close();
  });

  it('shows the demo Wi-Fi by default', async () => {
    const res = await demo.app.inject({ method: 'GET', url: '/onboard' });
    expect(res.statusCode).toBe(200);
    expect(byTestId(res.body, 'wifi-name')).toBe(ONBOARD_WIFI_DEMO.name);
    expect(byTestId(res.body, 'wifi-password')).toBe(ONBOARD_WIFI_DEMO.password);
  });

  it('shows the configured Wi-Fi instead, escaped as text', async () => {
    const res = await fleet.app.inject({ method: 'GET', url: '/onboard' });
    expect(res.statusCode).toBe(200);
    expect(byTestId(res.body, 'wifi-name')).toBe('Landline Coach 42');
    expect(byTestId(res.body, 'wifi-password')).toBe('penguins&amp;pretzels');
    expect(res.body).not.toContain(ONBOARD_WIFI_DEMO.password);
  });

  it('answers /login-form and /bookings with a 301 to the login page and My Trips', async () => {
    for (const [from, to] of [
      ['/login-form', '/login'],
      ['/bookings', '/trips'],
      ['/bookings/?ref=mail', '/trips?ref=mail'],
    ]) {
      const res = await demo.app.inject({ method: 'GET', url: from });
      expect([res.statusCode, res.headers.location], from).toEqual([301, to]);
    }
  });
});
