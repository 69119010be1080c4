// limits/: the stores of the per-IP rate limits (Redis or memory); no routes, no service, no SQL.

import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisLink } from './redis.js';

// The plugin's own stores (untyped, not exported by name): reused so that keys, windows and the
// Lua script stay exactly those of the plugin.
const require = createRequire(import.meta.url);
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
) => FastifyRateLimitStore = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore = require('@fastify/rate-limit/store/LocalStore.js');

type Count = { current: number; ttl: number };

const incr = (store: FastifyRateLimitStore, key: string, timeWindow: number, max: number) =>
  new Promise<Count>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max));

/** Counts in Redis (the plugin's own store, same keys) while it answers, else in process memory. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number): void {
    this.link
      .use(
        () => incr(this.shared, key, timeWindow, max),
        () => incr(this.local, key, timeWindow, max),
      )
      .then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.link, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The `store` option of @fastify/rate-limit for limits shared through Redis that keep counting
 * in process while Redis is away (its `skipOnError` would stop limiting altogether instead).
 */
export function fallbackStore(link: RedisLink): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      super(link, new RedisStore(continueExceeding, exponentialBackoff, link.redis), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}
