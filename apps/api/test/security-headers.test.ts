import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { seedDemoNetwork } from '../src/network/seed.js';
import { documentPolicy } from '../src/http/security-headers.js';
import { serverBuildFile } from '../src/web/pages.js';
import { testApp, testDatabase, WEB_BUILD_DIR, type TestApp } from './harness.js';

// Security headers on a public page, a booking page and an API answer, and a
// Content-Security-Policy that lets each document's own inline scripts run and nothing else.

if (!fs.existsSync(serverBuildFile(WEB_BUILD_DIR))) {
  throw new Error(`No web build at ${WEB_BUILD_DIR}: run 'npm run build' first (npm test does).`);
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp(undefined, { web: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  // HSTS only in production (below).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  const csp = directives(String(headers['content-security-policy']));
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(String(headers['content-security-policy']), what).not.toContain('unsafe-inline');
  expect(String(headers['content-security-policy']), what).not.toContain('unsafe-eval');
  return csp;
}

/** Every inline script of a document is allowed by its hash, and the policy allows no other. */
function expectInlineScriptsHashed(html: string, csp: Map<string, string[]>, what: string) {
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter(Boolean);
  expect(inline.length, what).toBeGreaterThan(0);
  const allowed = csp.get('script-src')!;
  expect(allowed[0]).toBe("'self'");
  expect(new Set(allowed.slice(1)), what).toEqual(new Set(inline.map(sha256)));
}

describe('security headers', () => {
  it('on a public page (kept, compressed): nosniff, no framing, and a CSP with its scripts’ hashes', async () => {
    const page = await get('/fort-collins');
    expect(page.statusCode).toBe(200);
    const csp = expectCommonHeaders(page.headers, '/fort-collins');
    expectInlineScriptsHashed(page.body, csp, '/fort-collins');
    // No style attribute on the page (its tabs are ours since decision 301): none is allowed.
    expect(page.body).not.toMatch(/\sstyle="/);
    expect(csp.get('style-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    // The same policy comes with the compressed form and the 304.
    const br = await get('/fort-collins', { 'accept-encoding': 'br' });
    expect(br.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    const again = await get('/fort-collins', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('allows a document’s style attributes by their exact values, and nothing else', () => {
    // As Headless UI's visually hidden elements write them (the trip dialogs, the account menu).
    const hidden =
      'position:fixed;top:1px;left:1px;width:1px;height:0;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border-width:0;display:none';
    const html = `<html><head><style>p{color:red}</style></head><body><span style="${hidden}"></span><p style='color:red'>x</p><script>window.x=1</script></body></html>`;
    const csp = directives(documentPolicy(html, { https: false }));
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-hashes'", sha256(hidden), sha256('color:red')]);
    expect(csp.get('style-src')).toEqual(["'self'", sha256('p{color:red}')]);
    expect(csp.get('script-src')).toEqual(["'self'", sha256('window.x=1')]);
    // Without any, the attributes stay refused.
    expect(directives(documentPolicy('<p>x</p>', { https: false })).get('style-src-attr')).toEqual(["'none'"]);
  });

  it('on a booking page and an account page', async () => {
    for (const url of ['/reservations/depart', '/login']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const csp = expectCommonHeaders(page.headers, url);
      expectInlineScriptsHashed(page.body, csp, url);
    }
  });

  it('on an API answer, a file and the no-JavaScript newsletter page', async () => {
    const api = await get('/api/settings/');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toContain('application/json');
    const csp = expectCommonHeaders(api.headers, 'API');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expectCommonHeaders((await get('/favicon.svg')).headers, 'file');
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe/',
      payload: 'audience_id=6&email=',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      remoteAddress: '10.77.0.1',
    });
    const page = expectCommonHeaders(newsletter.headers, 'newsletter page');
    // Its inline style attributes are allowed by hash, one by one.
    expect(page.get('style-src-attr')?.[0]).toBe("'unsafe-hashes'");
    expect(page.get('style-src-attr')).toContain(sha256('color:#0b4f9c'));
  });
});

describe('security headers of a public (https) site and with a chat adapter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    await seedDemoNetwork(database.db);
  });
  afterAll(() => database.close());

  const appWith = (config: {
    PUBLIC_URL?: string;
    CHAT_WIDGET_URL?: string;
    TAG_MANAGER_URL?: string;
    ANALYTICS_URL?: string;
    AD_PIXEL_URL?: string;
    CONSENT_SCRIPT_URL?: string;
    LEAD_CAPTURE_SCRIPT_URL?: string;
    ERROR_REPORTING_DSN?: string;
    PAYMENTS?: 'stripe';
    STRIPE_SECRET_KEY?: string;
    STRIPE_PUBLISHABLE_KEY?: string;
  }) =>
    buildApp({
      config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent', PUBLIC_URL: 'http://landline.test', ...config },
      database,
      jwtSecret: 'test-secret-test-secret-test-secret-0123',
    });

  it('sends HSTS (a year, subdomains) and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const prod = await appWith({ PUBLIC_URL: 'https://landline.test' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/settings/' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(String(res.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await prod.app.close();
    }
    const plain = await get('/api/settings/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(String(plain.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows the chat adapter’s origin only when CHAT_WIDGET_URL is set', async () => {
    expect(String((await get('/api/settings/')).headers['content-security-policy'])).not.toContain('chat.example');
    const chat = await appWith({ CHAT_WIDGET_URL: 'https://chat.example/landline/widget.js' });
    try {
      const csp = directives(String((await chat.app.inject({ method: 'GET', url: '/api/settings/' })).headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(["'self'", 'https://chat.example']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://chat.example']);
    } finally {
      await chat.app.close();
    }
  });

  it('allows each third-party adapter’s origin only when its address is set (decision 231)', async () => {
    const none = directives(String((await get('/api/settings/')).headers['content-security-policy']));
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src'])
      expect(none.get(name)).toEqual(["'self'", ...(name === 'img-src' ? ['data:'] : [])]);
    const adapters = await appWith({
      TAG_MANAGER_URL: 'https://tags.example/gtm.js?id=GTM-1',
      ANALYTICS_URL: 'https://stats.example/landline.js',
      AD_PIXEL_URL: 'https://pixel.example/ping',
      CONSENT_SCRIPT_URL: 'https://tags.example/consent.js',
    });
    try {
      const res = await adapters.app.inject({ method: 'GET', url: '/api/settings/' });
      const csp = directives(String(res.headers['content-security-policy']));
      // One origin each, the shared one once; the lead-capture script is not set, so not allowed.
      const origins = ['https://tags.example', 'https://stats.example', 'https://pixel.example'];
      expect(csp.get('script-src')).toEqual(["'self'", ...origins]);
      expect(csp.get('connect-src')).toEqual(["'self'", ...origins]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', ...origins]);
      expect(res.json().third_party).toEqual({
        tag_manager_url: 'https://tags.example/gtm.js?id=GTM-1',
        analytics_url: 'https://stats.example/landline.js',
        ad_pixel_url: 'https://pixel.example/ping',
        consent_url: 'https://tags.example/consent.js',
        lead_capture_url: null,
        error_reporting_dsn: null,
      });
    } finally {
      await adapters.app.close();
    }
  });

  it('allows the error collector’s origin for calls only, and only when ERROR_REPORTING_DSN is set (decision 253)', async () => {
    const none = String((await get('/api/settings/')).headers['content-security-policy']);
    expect(none).not.toContain('errors.example');
    const reporting = await appWith({ ERROR_REPORTING_DSN: 'https://key@errors.example/42' });
    try {
      const csp = directives(
        String((await reporting.app.inject({ method: 'GET', url: '/api/settings/' })).headers['content-security-policy']),
      );
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://errors.example']);
      for (const name of ['script-src', 'style-src', 'img-src', 'frame-src'])
        expect(csp.get(name)!.join(' ')).not.toContain('errors.example');
    } finally {
      await reporting.app.close();
    }
  });

  it('allows Stripe.js, its card frames and its API only with PAYMENTS=stripe', async () => {
    const sandbox = String((await get('/api/settings/')).headers['content-security-policy']);
    expect(sandbox).not.toContain('stripe.com');
    const stripe = await appWith({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    try {
      const res = await stripe.app.inject({ method: 'GET', url: '/api/settings/' });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
      expect(res.json().PAYMENTS).toEqual({ provider: 'stripe' });
      expect(res.json().STRIPE_PUBLISHABLE_KEY).toEqual({ key: 'pk_test_x' });
    } finally {
      await stripe.app.close();
    }
  });
});
