import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimitedError } from '../lib/app-error.ts';
import { idText } from './i18n.ts';
import { watchRedis, type RedisHealth } from './redis-fallback.ts';

/** Hits in the current window of a key and the milliseconds until that window ends. */
export type AttemptCount = { count: number; resetMs: number };

/**
 * Short-lived counters and one-time claims for the accounts feature: failed logins per
 * account, resend and reset cooldowns, used captcha challenges. In Redis when REDIS_URL is set
 * (several processes share them, architecture "scale-out"), else in this process's memory.
 * While Redis is down they fall back to this process's memory (decision 184): sign-in keeps working.
 */
export type AttemptStore = {
  /** Adds a hit to `key`; the window (fixed, `windowMs` long) starts at the first hit. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** The current count without adding a hit. */
  peek(key: string): Promise<AttemptCount>;
  /** Forgets `key` (e.g. failures after a successful login). */
  clear(key: string): Promise<void>;
  /** Sets `key` for `ttlMs` when absent; true for the first claim, false while it is held. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
};

const PREFIX = 'kelas:attempts:';

/** The 429 texts of `takeAttempt` (each has a `{{seconds}}` placeholder). */
export type WaitText = 'authText:tooManyLogins' | 'twoFactorText:tooMany' | 'apiMessages:tooManyWait';

/**
 * Counts one attempt at `key` BEFORE the check it guards: one atomic INCR in Redis (or of this
 * process's counter), so however many requests arrive at once, at most `max` get checked per
 * window (`windowMs`, fixed, from the first attempt). The others answer 429 RATE_LIMITED with the
 * seconds to wait (also in `Retry-After`), before any database work. (@fastify/rate-limit's memory
 * store is not exact here: it hands every concurrent caller the same mutable counter, so a burst
 * sees the final count and is refused whole.) The caller clears `key` when the check succeeds
 * (a right password is no failure); a failed check stays counted.
 */
export async function takeAttempt(store: AttemptStore, key: string, opts: { max: number; windowMs: number; text: WaitText }): Promise<void> {
  const { count, resetMs } = await store.hit(key, opts.windowMs);
  if (count <= opts.max) return;
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  throw new RateLimitedError(idText(opts.text, { seconds }), seconds);
}

/** In-process store; `now` is the app clock in ms so tests can move time. */
export function memoryAttemptStore(now: () => number): AttemptStore {
  const map = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = () => {
    if (map.size < 10_000) return;
    const t = now();
    for (const [k, e] of map) if (e.expiresAt <= t) map.delete(k);
  };
  return {
    async hit(key, windowMs) {
      sweep();
      const e = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      e.count += 1;
      map.set(key, e);
      return { count: e.count, resetMs: e.expiresAt - now() };
    },
    async peek(key) {
      const e = live(key);
      return e ? { count: e.count, resetMs: e.expiresAt - now() } : { count: 0, resetMs: 0 };
    },
    async clear(key) {
      map.delete(key);
    },
    async claim(key, ttlMs) {
      sweep();
      if (live(key)) return false;
      map.set(key, { count: 1, expiresAt: now() + ttlMs });
      return true;
    },
    async close() {
      map.clear();
    },
  };
}

// INCR, start the window on the first hit, answer [count, pttl] atomically.
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;

/**
 * Redis-backed store shared by every process (keys under `kelas:attempts:`). While Redis is down
 * (decision 184) the calls go to `fallback` (this process's memory): limits hold per process
 * instead of failing open, with one warning when Redis goes and one line when it is back.
 */
export function redisAttemptStore(redis: Redis, health: RedisHealth, fallback: AttemptStore): AttemptStore {
  const shared = <T>(call: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (!health.usable()) return local();
    return call().catch((err: unknown) => {
      health.failed(err);
      return local();
    });
  };
  return {
    hit(key, windowMs) {
      return shared(
        () => (redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs)) as Promise<[number, number]>).then(([count, resetMs]) => ({ count, resetMs })),
        () => fallback.hit(key, windowMs),
      );
    },
    peek(key) {
      return shared(
        () => Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)]).then(([v, t]) => ({ count: v ? Number(v) : 0, resetMs: Math.max(0, t) })),
        () => fallback.peek(key),
      );
    },
    async clear(key) {
      await fallback.clear(key);
      await shared(
        () => redis.del(PREFIX + key),
        async () => 0,
      );
    },
    claim(key, ttlMs) {
      return shared(
        () => redis.set(PREFIX + key, '1', 'PX', ttlMs, 'NX').then((r) => r === 'OK'),
        () => fallback.claim(key, ttlMs),
      );
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}

const stores = new WeakMap<object, AttemptStore>();

/**
 * The app's attempt store, made on first use and closed with the app. Call it while a plugin
 * registers (it adds an onClose hook). Keyed by the app's config object, which every
 * encapsulated context shares.
 */
export function attemptStoreFor(app: FastifyInstance): AttemptStore {
  const found = stores.get(app.config);
  if (found) return found;
  let store: AttemptStore;
  if (app.config.REDIS_URL) {
    const redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    store = redisAttemptStore(redis, watchRedis(redis, app.log, 'account attempt counters'), memoryAttemptStore(() => app.now().getTime()));
  } else {
    store = memoryAttemptStore(() => app.now().getTime());
  }
  stores.set(app.config, store);
  app.addHook('onClose', async () => {
    stores.delete(app.config);
    await store.close();
  });
  return store;
}
