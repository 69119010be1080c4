import { describe, expect, it } from 'vitest';
import { driverPositionsSchema } from '@landline/shared/schemas';
import { memoryStore, PositionQueue, SEND_EVERY_MS, shouldKeep, toDriverPosition, type Reading } from './position-queue';

const reading = (over: Partial<Reading> = {}): Reading => ({
  latitude: 40.55,
  longitude: -105.04,
  accuracy: 8,
  heading: 120,
  speed: 22,
  timestamp: Date.parse('2026-03-05T22:00:00Z'),
  ...over,
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the throttle of the shared position', () => {
  it('keeps the first reading, then one every 12 seconds', () => {
    const t0 = 1_000_000;
    expect(shouldKeep(null, t0)).toBe(true);
    expect(shouldKeep(t0, t0 + 1_000)).toBe(false);
    expect(shouldKeep(t0, t0 + SEND_EVERY_MS - 1)).toBe(false);
    expect(shouldKeep(t0, t0 + SEND_EVERY_MS)).toBe(true);
    expect(SEND_EVERY_MS).toBeGreaterThanOrEqual(10_000);
    expect(SEND_EVERY_MS).toBeLessThanOrEqual(15_000);
  });

  it('keeps readings when the phone’s clock goes back', () => {
    expect(shouldKeep(1_000_000, 900_000)).toBe(true);
  });

  it('keeps a stream of readings a second apart down to one per period', () => {
    let last: number | null = null;
    let kept = 0;
    for (let t = 0; t < 60_000; t += 1_000) {
      if (shouldKeep(last, t)) {
        last = t;
        kept++;
      }
    }
    expect(kept).toBe(5); // 0, 12, 24, 36, 48 s
  });
});

describe('a reading as the server takes it', () => {
  it('passes the shared schema, standing still too', () => {
    const moving = toDriverPosition(reading(), uuid(1));
    const still = toDriverPosition(reading({ heading: Number.NaN, speed: null, accuracy: null }), uuid(2));
    expect(driverPositionsSchema.parse({ positions: [moving, still] }).positions).toHaveLength(2);
    expect(moving).toEqual({
      id: uuid(1),
      lat: 40.55,
      lon: -105.04,
      accuracy: 8,
      bearing: 120,
      speed: 22,
      recorded_at: '2026-03-05T22:00:00.000Z',
    });
    expect(still.bearing).toBeNull();
    expect(still.speed).toBeNull();
  });

  it('brings a heading of 360 and out-of-range numbers inside the schema’s bounds', () => {
    const odd = toDriverPosition(reading({ heading: 360, speed: 250, accuracy: 1e9 }), uuid(3));
    expect(driverPositionsSchema.safeParse({ positions: [odd] }).success).toBe(true);
    expect(odd.bearing).toBe(0);
  });
});

describe('the queue of readings', () => {
  it('keeps readings per departure, sends the oldest first in batches, and drops only what was sent', () => {
    const store = memoryStore();
    const queue = new PositionQueue(store, 11);
    for (let n = 1; n <= 5; n++) queue.add(toDriverPosition(reading({ timestamp: n * 12_000 }), uuid(n)));
    expect(new PositionQueue(store, 12).size).toBe(0);
    const first = queue.batch(2);
    expect(first.map((p) => p.id)).toEqual([uuid(1), uuid(2)]);
    queue.add(toDriverPosition(reading(), uuid(6))); // taken while the batch was on its way
    queue.remove(first.map((p) => p.id));
    expect(queue.read().map((p) => p.id)).toEqual([uuid(3), uuid(4), uuid(5), uuid(6)]);
    // A reload finds the same queue.
    expect(new PositionQueue(store, 11).size).toBe(4);
    queue.remove(queue.batch().map((p) => p.id));
    expect(queue.size).toBe(0);
    expect(store.getItem('landline-ops-positions-11')).toBeNull();
  });

  it('keeps the newest readings when offline too long', () => {
    const queue = new PositionQueue(memoryStore(), 11, 3);
    for (let n = 1; n <= 5; n++) queue.add(toDriverPosition(reading(), uuid(n)));
    expect(queue.read().map((p) => p.id)).toEqual([uuid(3), uuid(4), uuid(5)]);
  });

  it('reads a damaged store as empty', () => {
    const store = memoryStore();
    store.setItem('landline-ops-positions-11', '{not json');
    expect(new PositionQueue(store, 11).read()).toEqual([]);
  });
});
