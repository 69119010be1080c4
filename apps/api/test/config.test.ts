import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, otlpTracesUrl, REPO_ROOT } from '../src/config.js';
import { lockDataDir } from '../src/db/data-lock.js';
import { parseFlags } from '../src/settings/routes.js';

describe('configuration', () => {
  it('has laptop defaults: port 3000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number between 1 and 65535 (got PORT="abc").'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be a whole number between 1 and 65535 (got PORT="70000").'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ CHAT_WIDGET_URL: 'http://chat.example.com/widget.js' }, 'CHAT_WIDGET_URL must be an https:// URL of the chat script'],
    [{ TAG_MANAGER_URL: 'http://tags.example.com/gtm.js' }, 'TAG_MANAGER_URL must be an https:// URL of the tag manager script'],
    [{ AD_PIXEL_URL: 'pixel' }, 'AD_PIXEL_URL must be an https:// URL of the ad pixel endpoint'],
  ])('explains a bad value in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps the development mailbox on only while mail has nowhere else to go, on a site that is not public', () => {
    expect(loadConfig({}).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://landline.example', JWT_SECRET: 'x'.repeat(32) }).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com:587' }).DEV_MAILBOX).toBe(true);
    expect(() => loadConfig({ DEV_MAILBOX: 'maybe' })).toThrow(
      'Configuration error: DEV_MAILBOX must be true or false (got DEV_MAILBOX="maybe").',
    );
  });

  it('makes the destinations ahead unless DESTINATIONS_AHEAD=false says otherwise', () => {
    expect(loadConfig({}).DESTINATIONS_AHEAD).toBe(true);
    expect(loadConfig({ DESTINATIONS_AHEAD: 'false' }).DESTINATIONS_AHEAD).toBe(false);
    expect(() => loadConfig({ DESTINATIONS_AHEAD: 'later' })).toThrow(
      'Configuration error: DESTINATIONS_AHEAD must be true or false (got DESTINATIONS_AHEAD="later").',
    );
  });

  it('requires JWT_SECRET of a public (https) site, whatever NODE_ENV says', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://landline.example' })).toThrow(
      'Configuration error: JWT_SECRET must be set for a public site (PUBLIC_URL is https://), at least 32 characters.',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).JWT_SECRET).toBeUndefined();
  });

  it('never prints a secret in a configuration error', () => {
    const secret = 'too-short-but-still-secret';
    expect(() => loadConfig({ JWT_SECRET: secret })).toThrow(
      'Configuration error: JWT_SECRET must be at least 32 characters (value hidden).',
    );
    expect(() => loadConfig({ JWT_SECRET: secret })).not.toThrow(secret);
  });

  it.each([
    ['DATABASE_URL', 'mysql://landline:hunter2@db.example.com:3306/landline', 'mysql://landline:***@db.example.com:3306/landline'],
    ['REDIS_URL', 'http://:hunter2@cache.example.com:6379', 'http://:***@cache.example.com:6379'],
    ['SMTP_URL', 'mail://mailer:hunter2@smtp.example.com:587', 'mail://mailer:***@smtp.example.com:587'],
  ])('masks the password of a URL in a configuration error: %s', (key, value, shown) => {
    expect(() => loadConfig({ [key]: value })).toThrow(`(got ${key}="${shown}").`);
    expect(() => loadConfig({ [key]: value })).not.toThrow('hunter2');
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses, and trusts none unset', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '0', '11', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        'TRUST_PROXY must be the number of proxies in front (1-10) or their addresses',
      );
    }
  });

  it('turns the chat adapter on with an https CHAT_WIDGET_URL only', () => {
    expect(loadConfig({}).CHAT_WIDGET_URL).toBeUndefined();
    expect(loadConfig({ CHAT_WIDGET_URL: 'https://chat.example.com/landline.js' }).CHAT_WIDGET_URL).toBe(
      'https://chat.example.com/landline.js',
    );
  });

  it('takes Stripe with both of its keys, and a Stripe-compatible origin on this machine or over https', () => {
    const stripe = { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(loadConfig({}).PAYMENTS).toBe('sandbox');
    expect(loadConfig(stripe)).toMatchObject({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(loadConfig(stripe).STRIPE_API_BASE).toBeUndefined();
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:4010' }).STRIPE_API_BASE).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'https://stripe-mock.example.com' }).STRIPE_API_BASE).toBeDefined();
    expect(loadConfig({ SANDBOX_STRIPE_API_PORT: '4010' }).SANDBOX_STRIPE_API_PORT).toBe(4010);
  });

  it.each([
    [{ PAYMENTS: 'paypal' }, 'Configuration error: PAYMENTS must be sandbox or stripe (got PAYMENTS="paypal").'],
    [
      { FLIGHT_STATUS: 'flightaware' },
      'Configuration error: FLIGHT_STATUS must be sandbox or aerodatabox (got FLIGHT_STATUS="flightaware").',
    ],
    [{ FLIGHT_STATUS: 'aerodatabox' }, 'Configuration error: AERODATABOX_API_KEY must be set with FLIGHT_STATUS=aerodatabox.'],
    [
      { AERODATABOX_API_KEY: 'short-secret' },
      'Configuration error: AERODATABOX_API_KEY must be the API key AeroDataBox gave (16 characters or more) (value hidden).',
    ],
    [
      { FLIGHT_STATUS: 'aerodatabox', AERODATABOX_API_KEY: 'k'.repeat(20), AERODATABOX_API_BASE: 'http://flights.example.com' },
      'AERODATABOX_API_BASE must be https:// unless it is on this machine',
    ],
    [
      { PAYMENTS: 'stripe', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' },
      'Configuration error: STRIPE_SECRET_KEY must be set with PAYMENTS=stripe.',
    ],
    [
      { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' },
      'Configuration error: STRIPE_PUBLISHABLE_KEY must be set with PAYMENTS=stripe.',
    ],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'Configuration error: STRIPE_SECRET_KEY must be a Stripe secret key (sk_…) (value hidden).'],
    [{ STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)'],
    [{ STRIPE_API_BASE: 'http://127.0.0.1:4010/v1' }, 'STRIPE_API_BASE must be an origin without a path'],
    [{ STRIPE_API_BASE: 'http://stripe.example.com' }, 'STRIPE_API_BASE must be https:// unless it is on this machine'],
    [{ STRIPE_API_BASE: 'ftp://127.0.0.1' }, 'STRIPE_API_BASE must be an http(s):// origin'],
    [{ SANDBOX_STRIPE_API_PORT: '0' }, 'SANDBOX_STRIPE_API_PORT must be a whole number between 1 and 65535'],
  ])('explains a bad payment setting in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('traces only when a collector is named, sending to its /v1/traces or to the traces endpoint as given', () => {
    expect(otlpTracesUrl(loadConfig({}))).toBeUndefined();
    expect(loadConfig({}).OTEL_SERVICE_NAME).toBe('landline-api');
    expect(otlpTracesUrl(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }))).toBe('http://127.0.0.1:4318/v1/traces');
    expect(otlpTracesUrl(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/otlp/' }))).toBe(
      'https://otel.example.com/otlp/v1/traces',
    );
    const both = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://tempo:4318/traces' };
    expect(otlpTracesUrl(loadConfig(both))).toBe('http://tempo:4318/traces');
    expect(loadConfig({ OTEL_SERVICE_NAME: 'landline-api-east' }).OTEL_SERVICE_NAME).toBe('landline-api-east');
  });

  it.each([
    [
      { OTEL_EXPORTER_OTLP_ENDPOINT: '127.0.0.1:4318' },
      'Configuration error: OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s):// URL of a collector such as http://127.0.0.1:4318 (got OTEL_EXPORTER_OTLP_ENDPOINT="127.0.0.1:4318").',
    ],
    [
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://collector:4317' },
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s):// URL of a collector such as http://127.0.0.1:4318',
    ],
    [
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'collector/v1/traces' },
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http(s):// URL such as http://127.0.0.1:4318/v1/traces',
    ],
  ])('explains a collector address it cannot use in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads feature flag overrides and ignores unknown names', () => {
    const flags = parseFlags('showFlightSearch=true,loyalty=false,nonsense=true');
    expect(flags.find((f) => f.name === 'showFlightSearch')!.value).toBe(true);
    expect(flags.find((f) => f.name === 'loyalty')!.value).toBe(false);
    expect(flags.find((f) => f.name === 'referral')!.value).toBe(true);
    expect(flags.some((f) => f.name === 'nonsense')).toBe(false);
  });

  const busyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-lock-'));
  // This test process holds the lock, as a running server would.
  lockDataDir(busyDir);

  it.each([
    [{ PORT: 'abc' }, /^Configuration error: PORT must be a whole number/],
    [{ DATA_DIR: busyDir, PORT: '3299' }, /^Cannot open the embedded database in .*: another server \(pid \d+\) is using/],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, /^Cannot open DATABASE_URL: /],
    [
      { PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' },
      /^Configuration error: STRIPE_PUBLISHABLE_KEY must be set with PAYMENTS=stripe\.$/,
    ],
  ])('the server refuses to start with one clear line and no stack trace: %o', (env, pattern) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
