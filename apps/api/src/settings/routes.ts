// settings/: GET settings/ answers one object built at start-up from the configuration; no service, no SQL.

import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  FEATURE_FLAGS,
  LANDLINE_IATA_CODE,
  MILE_MAX,
  MILE_MIN,
  type FeatureFlag,
  type PaymentProviderName,
} from '@landline/shared/constants';
import { settingsSchema, type Settings, type ThirdPartySettings } from '@landline/shared/schemas';

/** The card processor the browser's card form talks to: the sandbox's token call, or Stripe's library with this key. */
export interface PaymentSettings {
  provider: PaymentProviderName;
  publishableKey: string;
}

/** Feature flags that are on unless FLAGS says otherwise (FLAGS="showFlightSearch=true,loyalty=false"). */
const DEFAULT_ON: FeatureFlag[] = [
  'loyalty',
  'door2Door',
  'connectionGarantie',
  'editTrip',
  'changeTripSeat',
  'referral',
  'showFlightSearch',
];

export function parseFlags(spec = ''): Settings['flags'] {
  const overrides = new Map(
    spec
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => (FEATURE_FLAGS as readonly string[]).includes(name))
      .map(([name, value]) => [name, value === 'true' || value === '1']),
  );
  return FEATURE_FLAGS.map((name) => ({ name, value: overrides.get(name) ?? DEFAULT_ON.includes(name) }));
}

/** What the sandbox answers for a publishable key: it has none, and the card form does not use it. */
const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox';

/** The third-party adapters the configuration turns on (decision 231), as settings name them. */
export function thirdPartySettings(
  config: Partial<
    Record<
      'TAG_MANAGER_URL' | 'ANALYTICS_URL' | 'AD_PIXEL_URL' | 'CONSENT_SCRIPT_URL' | 'LEAD_CAPTURE_SCRIPT_URL' | 'ERROR_REPORTING_DSN',
      string
    >
  >,
): ThirdPartySettings {
  return {
    tag_manager_url: config.TAG_MANAGER_URL ?? null,
    analytics_url: config.ANALYTICS_URL ?? null,
    ad_pixel_url: config.AD_PIXEL_URL ?? null,
    consent_url: config.CONSENT_SCRIPT_URL ?? null,
    lead_capture_url: config.LEAD_CAPTURE_SCRIPT_URL ?? null,
    // The browser reports its own errors there too (decision 253); a DSN's key is public by design.
    error_reporting_dsn: config.ERROR_REPORTING_DSN ?? null,
  };
}

export function settingsRoutes(
  app: FastifyInstance,
  options: {
    flags: string;
    buildVersion: string;
    chatWidgetUrl: string | null;
    thirdParty?: ThirdPartySettings;
    payments?: PaymentSettings;
    /** The home carousel's pictures (decision 251); none without. */
    carouselImages?: Settings['carouselImages'];
  },
): void {
  const settings: Settings = {
    STRIPE_PUBLISHABLE_KEY: { key: options.payments?.publishableKey ?? SANDBOX_PUBLISHABLE_KEY },
    PAYMENTS: { provider: options.payments?.provider ?? 'sandbox' },
    carouselImages: options.carouselImages ?? [],
    flags: parseFlags(options.flags),
    // Our own bounds on one purchase of points (the spec leaves them open): decision 210.
    MILE_MIN,
    MILE_MAX,
    LANDLINE_IATA_CODE,
    default_country: DEFAULT_COUNTRY,
    default_currency: DEFAULT_CURRENCY,
    build_version: options.buildVersion,
    chat_widget_url: options.chatWidgetUrl,
    third_party: options.thirdParty ?? thirdPartySettings({}),
  };
  app.get(
    '/settings/',
    {
      schema: {
        summary: "The site's settings",
        description: 'Feature flags, the card processor and its publishable key, the third-party adapters turned on, the build.',
        tags: ['content'],
        noInput: true,
        response: { 200: settingsSchema },
      },
    },
    async () => settings,
  );
}
