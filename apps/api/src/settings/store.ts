// The site's settings an admin edits (issue 31 item 5, decision 280): the spec's feature flags,
// the home carousel's pictures and the bounds of one purchase of miles, kept in the database so
// that every instance serves the same. Each instance keeps what it read for SETTINGS_CACHE_MS of
// the app's clock at most, so a change on one instance is served by every other within that
// (the instance that made it at once): GET settings/ and every rule that hangs on a flag (points
// purchases, extras, trip edits, seat changes, referrals, partner flights in the search) read
// through here, never the start-up FLAGS.

import { FEATURE_FLAGS, MILE_MAX, MILE_MIN, type FeatureFlag } from '@landline/shared/constants';
import { OPS_COMMERCE_MESSAGES as M } from '@landline/shared/messages';
import type { CarouselImage, OpsSettings, OpsSettingsChange } from '@landline/shared/schemas';
import { recordAudit } from '../audit/log.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { ValidationError } from '../http/errors.js';
import { allSettings, insertMissingSettings, lockSettings, writeSetting, type SettingRow } from './queries.js';

/** How long an instance answers what it read before reading again (decision 280: measured there). */
export const SETTINGS_CACHE_MS = 2_000;

/** Feature flags that are on unless FLAGS says otherwise (FLAGS="showFlightSearch=true,loyalty=false"). */
const DEFAULT_ON: readonly FeatureFlag[] = [
  'loyalty',
  'door2Door',
  'connectionGarantie',
  'editTrip',
  'changeTripSeat',
  'referral',
  'showFlightSearch',
];

/** The flags as FLAGS sets them over the defaults: the values a fresh database starts with. */
export function flagValues(spec = ''): Record<FeatureFlag, boolean> {
  const overrides = new Map(
    spec
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => (FEATURE_FLAGS as readonly string[]).includes(name))
      .map(([name, value]) => [name, value === 'true' || value === '1']),
  );
  return Object.fromEntries(FEATURE_FLAGS.map((name) => [name, overrides.get(name) ?? DEFAULT_ON.includes(name)])) as Record<
    FeatureFlag,
    boolean
  >;
}

export interface SiteSettings {
  flags: Record<FeatureFlag, boolean>;
  carouselImages: CarouselImage[];
  mileMin: number;
  mileMax: number;
  /** When an admin last changed one; null: none has. */
  updatedAt: Date | null;
}

/** The rows' names: each flag by its own, then these. */
const CAROUSEL = 'carouselImages';
const MIN = 'MILE_MIN';
const MAX = 'MILE_MAX';
/** A seeded row's time: before any admin's change, so `updated_at` says none was made. */
const SEEDED_AT = new Date(0);

export interface SettingsDeps {
  db: Db;
  clock: Clock;
  /** FLAGS of the configuration: the flags' first values. */
  flags: string;
  /** The carousel's pictures before an admin changes them. */
  carouselImages: readonly CarouselImage[];
}

export class SettingsStore {
  private cached: { at: number; value: SiteSettings } | null = null;
  private loading: Promise<SiteSettings> | null = null;

  constructor(private readonly deps: SettingsDeps) {}

  /** The values a fresh database starts with. */
  defaults(): SiteSettings {
    return {
      flags: flagValues(this.deps.flags),
      carouselImages: [...this.deps.carouselImages],
      mileMin: MILE_MIN,
      mileMax: MILE_MAX,
      updatedAt: null,
    };
  }

  /** Adds the rows missing from FLAGS and the defaults (every start; instances starting together add each once). */
  async seed(): Promise<number> {
    return insertMissingSettings(this.deps.db, rowsOf(this.defaults(), SEEDED_AT));
  }

  /** The settings now: what this instance read less than SETTINGS_CACHE_MS ago, else read again. */
  async current(): Promise<SiteSettings> {
    const now = this.deps.clock.now().getTime();
    // A clock set back (a test) reads again rather than trusting a read from its future.
    if (this.cached && now >= this.cached.at && now - this.cached.at < SETTINGS_CACHE_MS) return this.cached.value;
    this.loading ??= this.read(now).finally(() => (this.loading = null));
    return this.loading;
  }

  /** The settings as stored now, past this instance's cache (the console's own read). */
  async fresh(): Promise<SiteSettings> {
    return this.read(this.deps.clock.now().getTime());
  }

  /**
   * A flag's value now. A rule checked inside a transaction passes it as `tx`: a stale copy is then
   * read through that transaction, never through another connection (PGlite has one, which the
   * transaction holds: a read beside it would wait for the transaction that waits for it).
   */
  async flag(name: FeatureFlag, tx?: Db): Promise<boolean> {
    if (!tx) return (await this.current()).flags[name];
    const now = this.deps.clock.now().getTime();
    if (this.cached && now >= this.cached.at && now - this.cached.at < SETTINGS_CACHE_MS) return this.cached.value.flags[name];
    return (await this.read(now, tx)).flags[name];
  }

  private async read(at: number, db: Db = this.deps.db): Promise<SiteSettings> {
    const value = fromRows(await allSettings(db), this.defaults());
    this.cached = { at, value };
    return value;
  }

  /** PATCH ops/settings/: the change and its audit row (before and after of what changed) in one transaction. */
  async change(actor: string, input: OpsSettingsChange): Promise<SiteSettings> {
    const at = this.deps.clock.now();
    const changed = await inTransaction(this.deps.db, async (tx) => {
      const names = [...FEATURE_FLAGS, CAROUSEL, MIN, MAX];
      const before = fromRows(await lockSettings(tx, names), this.defaults());
      const after: SiteSettings = {
        flags: { ...before.flags, ...input.flags },
        carouselImages: input.carousel_images
          ? input.carousel_images.map((image, i) => ({ id: i + 1, ...image, text: image.text ?? '' }))
          : before.carouselImages,
        mileMin: input.mile_min ?? before.mileMin,
        mileMax: input.mile_max ?? before.mileMax,
        updatedAt: at,
      };
      if (after.mileMin > after.mileMax) throw new ValidationError({ mile_min: [M.milesOrder] });
      const old = new Map(rowsOf(before, at).map((r) => [r.name, r.value]));
      const rows = rowsOf(after, at).filter((r) => JSON.stringify(r.value) !== JSON.stringify(old.get(r.name)));
      for (const row of rows) await writeSetting(tx, row);
      if (rows.length) {
        await recordAudit(tx, at, {
          actor,
          action: 'settings.change',
          target: 'settings',
          before: Object.fromEntries(rows.map((r) => [r.name, old.get(r.name)])),
          after: Object.fromEntries(rows.map((r) => [r.name, r.value])),
        });
      }
      return after;
    });
    // This instance serves its own change at once; the others within SETTINGS_CACHE_MS.
    this.cached = null;
    return changed;
  }
}

function rowsOf(s: SiteSettings, updatedAt: Date): SettingRow[] {
  return [
    ...FEATURE_FLAGS.map((name) => ({ name, value: s.flags[name], updatedAt })),
    { name: CAROUSEL, value: s.carouselImages, updatedAt },
    { name: MIN, value: s.mileMin, updatedAt },
    { name: MAX, value: s.mileMax, updatedAt },
  ];
}

/** The settings the rows hold, the defaults for any missing (or of the wrong type). */
function fromRows(rows: SettingRow[], defaults: SiteSettings): SiteSettings {
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  const latest = rows.reduce((t, r) => Math.max(t, r.updatedAt.getTime()), 0);
  const number = (name: string, fallback: number) => {
    const v = byName.get(name);
    return typeof v === 'number' && Number.isSafeInteger(v) ? v : fallback;
  };
  const images = byName.get(CAROUSEL);
  return {
    flags: Object.fromEntries(
      FEATURE_FLAGS.map((name) => {
        const v = byName.get(name);
        return [name, typeof v === 'boolean' ? v : defaults.flags[name]];
      }),
    ) as Record<FeatureFlag, boolean>,
    carouselImages: Array.isArray(images) ? (images as CarouselImage[]) : defaults.carouselImages,
    mileMin: number(MIN, defaults.mileMin),
    mileMax: number(MAX, defaults.mileMax),
    updatedAt: latest > SEEDED_AT.getTime() ? new Date(latest) : null,
  };
}

/** The console's answer (GET and PATCH ops/settings/). */
export function opsSettingsAnswer(s: SiteSettings): OpsSettings {
  return {
    flags: FEATURE_FLAGS.map((name) => ({ name, value: s.flags[name] })),
    carousel_images: s.carouselImages,
    mile_min: s.mileMin,
    mile_max: s.mileMax,
    updated_at: s.updatedAt?.toISOString() ?? null,
  };
}
