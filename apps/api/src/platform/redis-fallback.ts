import type { Redis } from 'ioredis';

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Whether a shared Redis can be used right now (decision 184). While it
 * cannot, callers use their per-process memory instead: the servers keep answering and rate
 * limits hold per process. One warning when Redis goes away, one info line when it is back
 * (ioredis reconnects by itself); never a line per request.
 */
export type RedisHealth = {
  /** True while the connection is ready. */
  usable: () => boolean;
  /** A command failed: Redis counts as down until the connection is ready again. */
  failed: (err: unknown) => void;
};

export function watchRedis(redis: Redis, log: Log, what: string): RedisHealth {
  let down = false;
  const markDown = (err: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: err instanceof Error ? err.message : String(err) }, `Redis unavailable: ${what} fall back to this process's memory until it returns`);
  };
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, `Redis is back: ${what} are shared again`);
  });
  redis.on('close', () => {
    if (redis.status !== 'end') markDown(new Error('connection closed'));
  });
  // Without a listener ioredis reports every failed reconnect as unhandled; the state above is what matters.
  redis.on('error', () => undefined);
  return {
    usable: () => !down && redis.status === 'ready',
    failed: markDown,
  };
}
