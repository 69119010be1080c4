import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { reportTarget } from '@landline/shared/error-report';
import { CANADA_BOOKING_PATH, ONBOARD_WIFI_DEMO, PAYMENT_PROVIDERS } from '@landline/shared/constants';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies.js';

/** Where quote requests go when SALES_EMAIL is not set (the development mailbox shows them). */
export const DEFAULT_SALES_EMAIL = 'sales@landline.local';

/** The service's name in traces when OTEL_SERVICE_NAME is not set (decision 274). */
export const DEFAULT_SERVICE_NAME = 'landline-api';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Who mail is from unless MAIL_FROM says. */
export const DEFAULT_MAIL_FROM = 'Landline <no-reply@landline.local>';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An optional https address of a third-party adapter (absent: that adapter is off). */
function adapterUrl(key: string, what: string) {
  return z.url({ protocol: /^https$/, error: `${key} must be an https:// URL of ${what}` }).optional();
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number between 1 and 65535' })
    .int({ error: 'PORT must be a whole number between 1 and 65535' })
    .min(1, { error: 'PORT must be a whole number between 1 and 65535' })
    .max(65535, { error: 'PORT must be a whole number between 1 and 65535' })
    .default(3000),
  /** This machine only by default: a laptop's server (and its mailbox) stays off the network. */
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, {
      error: 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
    })
    .optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret of session tokens; required for a public site, else generated once into DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  /** The site's public origin, for links in mail (default http://localhost:PORT). */
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be a URL such as https://landline.com' }).optional(),
  /**
   * Where a search with a Canadian endpoint (YYZ, YHM, YKF) goes, with the spec's depart, arrive,
   * date and return in its address: our own Canadian booking by default (decision 266), or
   * another site's address.
   */
  CANADA_BOOKING_URL: z
    .string()
    .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/.test(v), {
      error: 'CANADA_BOOKING_URL must be a path of this site such as /canada/book or a URL such as https://canada.landline.com/',
    })
    .default(CANADA_BOOKING_PATH),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); absent: the development mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  /** Where corporate-travel and charter quote requests go (decision 223). */
  SALES_EMAIL: z.email().default(DEFAULT_SALES_EMAIL),
  /** The coaches' Wi-Fi network name shown to riders on /onboard (decision 229); an SSID is 1 to 32 characters. */
  ONBOARD_WIFI_NAME: z
    .string()
    .trim()
    .min(1)
    .max(32, { error: 'ONBOARD_WIFI_NAME must be a Wi-Fi network name of at most 32 characters' })
    .default(ONBOARD_WIFI_DEMO.name),
  /** Its password, shown on /onboard too (WPA2: 8 to 63 characters). */
  ONBOARD_WIFI_PASSWORD: z
    .string()
    .min(8, { error: 'ONBOARD_WIFI_PASSWORD must be a Wi-Fi password of 8 to 63 characters' })
    .max(63, { error: 'ONBOARD_WIFI_PASSWORD must be a Wi-Fi password of 8 to 63 characters' })
    .default(ONBOARD_WIFI_DEMO.password),
  /**
   * The development mailbox (/dev/mailbox, this machine only). Unset: on when mail has nowhere
   * else to go (no SMTP_URL) and the site is not public (see isPublicSite).
   */
  DEV_MAILBOX: z.stringbool({ error: 'DEV_MAILBOX must be true or false' }).optional(),
  /**
   * Demo members with Penguin Perks ride histories (demo/members.ts, README "Demo accounts").
   * Unset: on unless the site is public, which never gets accounts with a published password.
   */
  DEMO_MEMBERS: z.stringbool({ error: 'DEMO_MEMBERS must be true or false' }).optional(),
  /**
   * The demo's coaches move along their stops on /live and in the GTFS-Realtime feeds (decision
   * 283). Unset: on unless the site is public, whose coaches are reported by their drivers' phones.
   */
  LIVE_SIMULATOR: z.stringbool({ error: 'LIVE_SIMULATOR must be true or false' }).optional(),
  /**
   * Make every origin's type-ahead destinations at start and keep them made (decision 252); off,
   * each origin's first ask plans its own (decision 264): a small machine or a test server.
   */
  DESTINATIONS_AHEAD: z.stringbool({ error: 'DESTINATIONS_AHEAD must be true or false' }).default(true),
  /** Redis for rate limits shared by several instances. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'REDIS_URL must be a redis:// URL' })
    .optional(),
  /** Reverse proxies whose X-Forwarded-For names the client (http/trusted-proxies.ts); unset: none. */
  TRUST_PROXY: z
    .string()
    .transform((text, ctx): TrustedProxies => {
      const trusted = parseTrustedProxies(text);
      if (trusted !== undefined) return trusted;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be the number of proxies in front (1-10) or their addresses, e.g. 10.0.0.0/8,192.0.2.10',
      });
      return z.NEVER;
    })
    .optional(),
  /** Who else may read /metrics (`Authorization: Bearer …`); this machine always may (decision 269). */
  METRICS_TOKEN: z.string().min(24, { error: 'METRICS_TOKEN must be at least 24 characters' }).optional(),
  /**
   * OpenTelemetry traces (decision 274), off unless one of the two is set: the collector's OTLP/HTTP
   * base address (the traces go to its /v1/traces), or the full address of its traces endpoint,
   * used as it is. The standard variables, so a collector's own instructions apply.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s):// URL of a collector such as http://127.0.0.1:4318',
    })
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http(s):// URL such as http://127.0.0.1:4318/v1/traces',
    })
    .optional(),
  /** The service's name on its spans (several instances share it). */
  OTEL_SERVICE_NAME: z.string().trim().min(1).default(DEFAULT_SERVICE_NAME),
  /** Feature flag overrides, e.g. 'showFlightSearch=true,loyalty=false'. */
  FLAGS: z.string().default(''),
  /**
   * The chat adapter's script (https). Absent: chat is off and pages make no outside request
   * for it; the Help Center's chat card then says how to reach support (docs/decisions/).
   */
  CHAT_WIDGET_URL: z.url({ protocol: /^https$/, error: 'CHAT_WIDGET_URL must be an https:// URL of the chat script' }).optional(),
  /**
   * The other third-party adapters (decision 231), each off unless set, each an https address:
   * the tag manager's script (its container id in the address), the analytics glue script
   * (defines `window.LandlineAnalytics.track`), the ad pixel endpoint `track` pings, the consent
   * manager's script and the lead-capture script (partner pages only).
   */
  TAG_MANAGER_URL: adapterUrl('TAG_MANAGER_URL', 'the tag manager script'),
  ANALYTICS_URL: adapterUrl('ANALYTICS_URL', 'the analytics script'),
  AD_PIXEL_URL: adapterUrl('AD_PIXEL_URL', 'the ad pixel endpoint'),
  CONSENT_SCRIPT_URL: adapterUrl('CONSENT_SCRIPT_URL', 'the consent manager script'),
  LEAD_CAPTURE_SCRIPT_URL: adapterUrl('LEAD_CAPTURE_SCRIPT_URL', 'the lead-capture script'),
  /** The error-reporting adapter (decision 253): a Sentry-compatible DSN; unset, no error leaves the site. */
  ERROR_REPORTING_DSN: z
    .string()
    .refine((text) => reportTarget(text) !== null, {
      error: 'ERROR_REPORTING_DSN must be a DSN such as https://PUBLIC_KEY@errors.example.com/42',
    })
    .optional(),
  WEB_BUILD_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/build/client')),
  /** The card processor: the sandbox (test cards, no money; decision 205) or Stripe (decision 209). */
  PAYMENTS: z.enum(PAYMENT_PROVIDERS, { error: `PAYMENTS must be ${PAYMENT_PROVIDERS.join(' or ')}` }).default('sandbox'),
  /** Stripe's secret API key (sk_test_… or sk_live_…); required with PAYMENTS=stripe. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', { error: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)' }).optional(),
  /** Stripe's publishable key for the browser (pk_…); required with PAYMENTS=stripe. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .startsWith('pk_', { error: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)' })
    .optional(),
  /**
   * A Stripe-compatible server instead of api.stripe.com (the sandbox's surface in development). Its
   * origin only: the stripe client takes a host, port and protocol, never a path.
   */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be an http(s):// origin such as http://127.0.0.1:4010' })
    .refine((text) => new URL(text).pathname === '/' && !new URL(text).search, {
      error: 'STRIPE_API_BASE must be an origin without a path (the stripe client adds /v1/…)',
    })
    .refine((text) => new URL(text).protocol === 'https:' || LOOPBACK.has(new URL(text).hostname), {
      // The secret key travels in every request's Authorization header.
      error: 'STRIPE_API_BASE must be https:// unless it is on this machine (localhost, 127.0.0.1, [::1])',
    })
    .optional(),
  /** Serves the sandbox as a Stripe-compatible API on this port of 127.0.0.1 (development; charges/sandbox-stripe-api.ts). */
  SANDBOX_STRIPE_API_PORT: z.coerce
    .number({ error: 'SANDBOX_STRIPE_API_PORT must be a whole number between 1 and 65535' })
    .int({ error: 'SANDBOX_STRIPE_API_PORT must be a whole number between 1 and 65535' })
    .min(1, { error: 'SANDBOX_STRIPE_API_PORT must be a whole number between 1 and 65535' })
    .max(65535, { error: 'SANDBOX_STRIPE_API_PORT must be a whole number between 1 and 65535' })
    .optional(),
  /** The sandbox's network: milliseconds a charge's answer takes to come back (the crash tests use it). */
  SANDBOX_ANSWER_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Payments left unsettled this long are settled by the reconciler (default two minutes). */
  PAYMENT_RECONCILE_AFTER_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /**
   * Test servers only (decision 262): the instant the app's clock reads when the server starts,
   * from which it runs at the machine's pace, so the browser journeys see the same day at any
   * hour. Refused unless ALLOW_TEST_CLOCK=true says so, and never on a public site.
   */
  CLOCK_START: z.iso.datetime({ offset: true, error: 'CLOCK_START must be an ISO 8601 instant such as 2026-11-23T15:00:00Z' }).optional(),
  ALLOW_TEST_CLOCK: z.stringbool({ error: 'ALLOW_TEST_CLOCK must be true or false' }).default(false),
});

type Settings = z.infer<typeof envSchema>;
export type Config = Omit<Settings, 'DEV_MAILBOX' | 'DEMO_MEMBERS' | 'LIVE_SIMULATOR'> & {
  DEV_MAILBOX: boolean;
  DEMO_MEMBERS: boolean;
  LIVE_SIMULATOR: boolean;
};

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value gives one clear line, not a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0]);
    throw new ConfigError(`Configuration error: ${issue.message} ${shownValue(key, env[key])}.`);
  }
  const settings = parsed.data;
  const publicSite = isPublicSite(settings);
  if (publicSite && !settings.JWT_SECRET) {
    throw new ConfigError(
      'Configuration error: JWT_SECRET must be set for a public site (PUBLIC_URL is https://), at least 32 characters.',
    );
  }
  if (settings.CLOCK_START && (!settings.ALLOW_TEST_CLOCK || publicSite)) {
    // A server whose clock is not the machine's would sell yesterday's rides: tests only.
    throw new ConfigError(
      publicSite
        ? 'Configuration error: CLOCK_START is for test servers and is refused on a public site (PUBLIC_URL is https://).'
        : 'Configuration error: CLOCK_START is for test servers only: set ALLOW_TEST_CLOCK=true with it.',
    );
  }
  if (settings.PAYMENTS === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!settings[key]) throw new ConfigError(`Configuration error: ${key} must be set with PAYMENTS=stripe.`);
    }
  }
  return {
    ...settings,
    DEV_MAILBOX: settings.DEV_MAILBOX ?? (!settings.SMTP_URL && !publicSite),
    DEMO_MEMBERS: settings.DEMO_MEMBERS ?? !publicSite,
    LIVE_SIMULATOR: settings.LIVE_SIMULATOR ?? !publicSite,
  };
}

/**
 * Where the data lives, by the server's own rules and defaults: all that `npm run backup` and
 * `npm run restore` read (decision 272), so they need none of the server's other settings.
 */
export function loadDataSettings(env: NodeJS.ProcessEnv = process.env): Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = String(issue.path[0]);
  throw new ConfigError(`Configuration error: ${issue.message} ${shownValue(key, env[key])}.`);
}

/** The site's address as links in mail show it: PUBLIC_URL, else this machine's port. */
export function publicUrlOf(config: { PUBLIC_URL?: string; PORT?: number | string }): string {
  return config.PUBLIC_URL || `http://localhost:${config.PORT || 3000}`;
}

/**
 * A public site is one served over https (PUBLIC_URL https://…): the production settings hang on
 * that, not on NODE_ENV, which `npm start` sets to production for every run so that React
 * renders with its production build (src/start.ts). It brings HSTS and upgrade-insecure-requests,
 * requires JWT_SECRET (instances must share it; a secret generated into one data folder is not
 * a deployment's) and keeps the development mailbox off unless DEV_MAILBOX says otherwise.
 */
export function isPublicSite(config: Pick<Settings, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/**
 * Where spans go, or undefined when tracing is off: the traces endpoint as given, else the
 * collector's base address with v1/traces after its path (the OTLP exporters' rule).
 */
export function otlpTracesUrl(
  config: Partial<Pick<Settings, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'>>,
): string | undefined {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!base) return undefined;
  return `${base.endsWith('/') ? base : `${base}/`}v1/traces`;
}

/** Settings whose whole value is a secret. */
const SECRET_KEY = /SECRET|PASSWORD|TOKEN/;
/** scheme://user:password@ (the password may hold ':' or '@'; the host part starts after the last '@'). */
const URL_PASSWORD = /^([a-z][\w+.-]*:\/\/[^:/?#@]*):[^/?#]*@/i;

/** A setting's value as an error may print it: never a secret, never a URL's password. */
function shownValue(key: string, value: string | undefined): string {
  const masked = value?.replace(URL_PASSWORD, '$1:***@');
  // An '@' left in a URL without a recognisable user part may still follow a password.
  const unreadable = /_(URL|ENDPOINT)$/.test(key) && masked === value && value?.includes('@');
  return SECRET_KEY.test(key) || unreadable ? '(value hidden)' : `(got ${key}=${JSON.stringify(masked)})`;
}

/** JWT_SECRET, or a secret generated once and kept in the data folder (development). */
export function jwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}
