import type { Redis } from 'ioredis';
import type { Clock } from '../clock/clock.js';
import type { RedisLink } from '../limits/redis.js';

/**
 * Counts failures per key in a fixed window (wrong passwords per account). In Redis when
 * REDIS_URL is set, so several API instances share the count; in process memory otherwise.
 */
export interface FailureCounter {
  count(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryFailureCounter implements FailureCounter {
  private readonly windows = new Map<string, { until: number; n: number }>();

  constructor(
    private readonly windowMs: number,
    /** The app's clock: a window ends when the app's time says so (decision 256). */
    private readonly clock: Clock,
  ) {}

  async count(key: string): Promise<number> {
    const w = this.windows.get(key);
    return w && w.until > this.clock.now().getTime() ? w.n : 0;
  }

  async fail(key: string): Promise<void> {
    const now = this.clock.now().getTime();
    const w = this.windows.get(key);
    if (!w || w.until <= now) this.windows.set(key, { until: now + this.windowMs, n: 1 });
    else w.n++;
    if (this.windows.size > 100_000) for (const [k, v] of this.windows) if (v.until <= now) this.windows.delete(k);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

export class RedisFailureCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs = 60_000,
  ) {}

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`fail:${key}`)) ?? 0);
  }

  async fail(key: string): Promise<void> {
    const k = `fail:${key}`;
    const n = await this.redis.incr(k);
    if (n === 1) await this.redis.pexpire(k, this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`fail:${key}`);
  }
}

/** Counts in Redis while it answers, in this process while it is away (see RedisLink). */
export class FallbackFailureCounter implements FailureCounter {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: FailureCounter,
    private readonly local: FailureCounter,
  ) {}

  count(key: string): Promise<number> {
    return this.link.use(
      () => this.shared.count(key),
      () => this.local.count(key),
    );
  }

  fail(key: string): Promise<void> {
    return this.link.use(
      () => this.shared.fail(key),
      () => this.local.fail(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.link.use(
      () => this.shared.reset(key),
      () => this.local.reset(key),
    );
  }
}
