import type { DriverPosition } from '@landline/shared/schemas';

// The driver's shared position (decision 285), pure: which readings of the phone's GPS to keep
// (one every SEND_EVERY_MS at most: a phone reports several a second), and the queue of readings
// waiting to be sent, kept in localStorage per departure so readings taken without a connection
// survive a reload and are sent in batches, oldest first, when it returns. Each reading keeps the
// id the phone gave it, so a batch sent twice (the answer lost) is kept once by the server.

/** At most one reading kept per this many milliseconds (the brief's 10–15 s). */
export const SEND_EVERY_MS = 12_000;
/** The server takes up to this many readings in one call (driverPositionsSchema). */
export const BATCH_SIZE = 100;
/** A phone offline for hours keeps its newest readings, not an ever-growing list. */
export const MAX_QUEUED = 1_000;

/** A reading of the Geolocation API, as much of it as we send. */
export interface Reading {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  heading: number | null;
  speed: number | null;
  /** Epoch milliseconds (GeolocationPosition.timestamp). */
  timestamp: number;
}

/**
 * The throttle: whether a reading taken at `now` is kept, given when the last kept one was
 * taken (null: none yet). The first is always kept; the clock going back (a corrected phone
 * clock) counts as time passed, not as a reason to stop keeping readings.
 */
export function shouldKeep(lastKeptAt: number | null, now: number, every = SEND_EVERY_MS): boolean {
  return lastKeptAt === null || now - lastKeptAt >= every || now < lastKeptAt;
}

/** A reading as the server takes it; `id` is made on the phone (crypto.randomUUID). */
export function toDriverPosition(reading: Reading, id: string): DriverPosition {
  const finite = (v: number | null) => (v !== null && Number.isFinite(v) ? v : null);
  const heading = finite(reading.heading);
  const speed = finite(reading.speed);
  return {
    id,
    lat: reading.latitude,
    lon: reading.longitude,
    accuracy: finite(reading.accuracy) === null ? null : Math.min(100_000, Math.max(0, reading.accuracy!)),
    // Standing still, a phone reports NaN or null for its heading.
    bearing: heading === null ? null : ((heading % 360) + 360) % 360,
    speed: speed === null ? null : Math.min(100, Math.max(0, speed)),
    recorded_at: new Date(reading.timestamp).toISOString(),
  };
}

/** What the queue is kept in: localStorage in the browser, a Map in the tests. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class PositionQueue {
  constructor(
    private readonly store: KeyValueStore,
    readonly trip: number,
    private readonly max = MAX_QUEUED,
  ) {}

  private get key(): string {
    return `landline-ops-positions-${this.trip}`;
  }

  read(): DriverPosition[] {
    try {
      const kept: unknown = JSON.parse(this.store.getItem(this.key) ?? '[]');
      return Array.isArray(kept) ? (kept as DriverPosition[]) : [];
    } catch {
      return [];
    }
  }

  private write(queue: DriverPosition[]): void {
    if (queue.length) this.store.setItem(this.key, JSON.stringify(queue));
    else this.store.removeItem(this.key);
  }

  /** Adds a reading at the end; past `max`, the oldest readings go (the newest say where the coach is). */
  add(position: DriverPosition): void {
    this.write([...this.read(), position].slice(-this.max));
  }

  /** The next batch to send: the oldest readings, up to `size`. */
  batch(size = BATCH_SIZE): DriverPosition[] {
    return this.read().slice(0, size);
  }

  /** Drops the readings the server has taken (by id: readings added meanwhile stay). */
  remove(ids: readonly string[]): void {
    const sent = new Set(ids);
    this.write(this.read().filter((p) => !sent.has(p.id)));
  }

  get size(): number {
    return this.read().length;
  }
}

/** A Map as a KeyValueStore (tests, and a browser where localStorage is refused). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
