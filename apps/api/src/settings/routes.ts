// settings/: GET settings/ answers the configuration's part (the card processor, third parties,
// the build) with what the settings store holds now (the flags, the carousel, the miles bounds:
// decision 280), and the console's calls to change the latter.

import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  FEATURE_FLAGS,
  LANDLINE_IATA_CODE,
  MILE_MAX,
  MILE_MIN,
  type PaymentProviderName,
} from '@landline/shared/constants';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  opsSettingsChangeSchema,
  opsSettingsSchema,
  settingsSchema,
  type Settings,
  type ThirdPartySettings,
} from '@landline/shared/schemas';
import { signedIn, staffOnly } from '../staff/guard.js';
import { flagValues, opsSettingsAnswer, SETTINGS_CACHE_MS, type SettingsStore } from './store.js';

/** The card processor the browser's card form talks to: the sandbox's token call, or Stripe's library with this key. */
export interface PaymentSettings {
  provider: PaymentProviderName;
  publishableKey: string;
}

/** The flags as FLAGS sets them over the defaults, as GET settings/ lists them. */
export function parseFlags(spec = ''): Settings['flags'] {
  const values = flagValues(spec);
  return FEATURE_FLAGS.map((name) => ({ name, value: values[name] }));
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
    /** Where the flags, the carousel and the miles bounds are kept (decision 280); without, FLAGS and the defaults. */
    store?: Pick<SettingsStore, 'current'>;
  },
): void {
  const fixed = {
    STRIPE_PUBLISHABLE_KEY: { key: options.payments?.publishableKey ?? SANDBOX_PUBLISHABLE_KEY },
    PAYMENTS: { provider: options.payments?.provider ?? 'sandbox' },
    LANDLINE_IATA_CODE,
    default_country: DEFAULT_COUNTRY,
    default_currency: DEFAULT_CURRENCY,
    build_version: options.buildVersion,
    chat_widget_url: options.chatWidgetUrl,
    third_party: options.thirdParty ?? thirdPartySettings({}),
  };
  const fromFlags: Settings = { ...fixed, carouselImages: [], flags: parseFlags(options.flags), MILE_MIN, MILE_MAX };
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
    async (): Promise<Settings> => {
      if (!options.store) return fromFlags;
      const now = await options.store.current();
      return {
        ...fixed,
        carouselImages: now.carouselImages.map(({ image }) => ({ image })),
        flags: FEATURE_FLAGS.map((name) => ({ name, value: now.flags[name] })),
        // Our own bounds on one purchase of points (the spec leaves them open): decision 210, an admin's since 280.
        MILE_MIN: now.mileMin,
        MILE_MAX: now.mileMax,
      };
    },
  );
}

/** The console's settings calls (decision 280): read and change, for admins; a change is audited in its transaction. */
export function settingsOpsRoutes(routes: FastifyInstance, store: SettingsStore): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations: commerce'];
  ops.get(
    '/settings/',
    {
      ...staffOnly('manageCommerce', { action: 'settings.read', target: () => 'settings' }),
      schema: {
        summary: "The site's feature flags and settings",
        description: 'As stored now (not cached): the flags, the carousel pictures, the bounds of one purchase of miles.',
        tags,
        noInput: true,
        response: { 200: opsSettingsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return opsSettingsAnswer(await store.fresh());
    },
  );
  ops.patch(
    '/settings/',
    {
      ...staffOnly('manageCommerce'),
      schema: {
        summary: "Change the site's feature flags and settings",
        description: `The flags named, the carousel's pictures (all of them, in order), the miles bounds. Every instance serves the change within ${SETTINGS_CACHE_MS / 1000} s.`,
        tags,
        body: opsSettingsChangeSchema,
        response: { 200: opsSettingsSchema },
      },
    },
    async (request) => opsSettingsAnswer(await store.change(`staff:${signedIn(request).id}`, request.body)),
  );
}
