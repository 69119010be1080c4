import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config.js';

/** A command Redis has not answered in this time fails, and the limit is counted in process. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Connecting (at start-up, and each reconnection attempt) gives up after this. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** After a failed command, limits stay in process this long before Redis is tried again. */
export const REDIS_RETRY_MS = 5_000;

/**
 * Fail fast rather than wait: no queue of commands while disconnected, none retried after a
 * dropped connection, a short timeout on each. ioredis keeps reconnecting in the background
 * (50 ms more between attempts each time, at most 2 s).
 */
const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
};

/** The URL as it may be printed: scheme, host and port; never a user name or a password. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'the configured URL';
  }
}

/** Connects and PINGs once, or throws a ConfigError of one line (start-up, like the database). */
export async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, { ...FAIL_FAST, lazyConnect: true, retryStrategy: () => null });
  // The socket's own reason (ECONNREFUSED, ENOTFOUND…): connect() only says the connection
  // closed. Without a listener ioredis would also print it with its stack.
  let reason: Error | undefined;
  redis.on('error', (error: Error) => (reason ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const message = (reason ?? (error as Error)).message.split('\n')[0];
    throw new ConfigError(`Cannot reach REDIS_URL (${redactRedisUrl(url)}): ${message}`);
  } finally {
    redis.disconnect();
  }
}

export interface LinkLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * The Redis of shared limits and whether it answers. `use` runs a count in Redis, or in this
 * process while Redis is away: one warning when it goes, one info line when it is back, and
 * never an error to the request (a limit counted per instance for a while beats a 500).
 */
export class RedisLink {
  readonly redis: Redis;
  private away = false;
  /** performance.now() after which Redis is tried again: a pause of this process, not an instant of the app's clock. */
  private retryAt = 0;

  constructor(
    url: string,
    private readonly log: LinkLog,
  ) {
    this.redis = new Redis(url, FAIL_FAST);
    // Reported once by `use`; without a listener ioredis prints each with its stack.
    this.redis.on('error', () => {});
    this.redis.on('ready', () => {
      this.retryAt = 0;
      this.back();
    });
  }

  /** Waits (at most `ms`) for the first connection, so the first requests count in Redis. */
  async ready(ms = REDIS_CONNECT_TIMEOUT_MS): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.redis.once('ready', done);
    });
  }

  /** `shared` (in Redis) unless Redis is away; `local` when it is, or when `shared` fails. */
  async use<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.away && (this.redis.status !== 'ready' || performance.now() < this.retryAt)) return local();
    try {
      const result = await shared();
      this.back();
      return result;
    } catch (error) {
      this.retryAt = performance.now() + REDIS_RETRY_MS;
      if (!this.away) {
        this.away = true;
        const reason = (error as Error).message.split('\n')[0];
        this.log.warn(`Redis unavailable (${reason}): counting rate limits in this process until it is back.`);
      }
      return local();
    }
  }

  close(): void {
    this.redis.disconnect();
  }

  private back(): void {
    if (!this.away) return;
    this.away = false;
    this.log.info('Redis is back: rate limits are shared again.');
  }
}
