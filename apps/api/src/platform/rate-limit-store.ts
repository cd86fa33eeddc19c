import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own stores (CommonJS, no type declarations of their own).
// @ts-expect-error no declaration file
import LocalStoreImpl from '@fastify/rate-limit/store/LocalStore.js';
// @ts-expect-error no declaration file
import RedisStoreImpl from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis-fallback.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type Store = FastifyRateLimitStore & { read?: (key: string, cb: Callback, timeWindow: number, max: number) => void };
type StoreCtor = new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, ...rest: unknown[]) => Store;
const LocalStore = LocalStoreImpl as StoreCtor;
const RedisStore = RedisStoreImpl as StoreCtor;

/** Chooses per call: Redis while it is usable, this process's counters otherwise. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly health: RedisHealth,
  ) {}

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    const local = () => this.local[method]!(key, cb, timeWindow, max);
    if (!this.health.usable()) return local();
    this.shared[method]!(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.health.failed(err);
        local();
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions) as Store, this.local.child(routeOptions) as Store, this.health);
  }
}

/**
 * The `store` of @fastify/rate-limit with REDIS_URL (decision 184): the
 * counters live in Redis (shared by every server) while it answers, and in this process's memory
 * while it does not, so requests are never refused or failed for want of Redis; the plugin's own
 * Redis and memory stores do the counting.
 */
export function fallbackRateLimitStore(redis: Redis, health: RedisHealth): FastifyRateLimitStoreCtor {
  type GlobalParams = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };
  return class extends FallbackStore {
    constructor(options: GlobalParams) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
        health,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
