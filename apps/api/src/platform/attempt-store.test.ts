import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { memoryAttemptStore, redisAttemptStore, type AttemptStore } from './attempt-store.ts';
import { watchRedis } from './redis-fallback.ts';
import getPort from 'get-port';

const quiet = { warn: () => undefined, info: () => undefined };

function behavesLikeAStore(make: () => { store: AttemptStore; advance: (ms: number) => Promise<void> }) {
  it('counts hits in a window, clears, and claims once', async () => {
    const { store, advance } = make();
    const key = `k-${Math.random()}`;
    expect(await store.peek(key)).toEqual({ count: 0, resetMs: 0 });
    expect((await store.hit(key, 400)).count).toBe(1);
    const second = await store.hit(key, 400);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(0);
    expect(second.resetMs).toBeLessThanOrEqual(400);
    expect((await store.peek(key)).count).toBe(2);
    await store.clear(key);
    expect((await store.peek(key)).count).toBe(0);

    expect(await store.claim(`c-${key}`, 400)).toBe(true);
    expect(await store.claim(`c-${key}`, 400)).toBe(false);
    await store.hit(key, 400);
    await advance(450);
    expect(await store.claim(`c-${key}`, 400)).toBe(true);
    expect((await store.peek(key)).count).toBe(0);
  });
}

describe('memory attempt store', () => {
  let now = 1_000_000;
  behavesLikeAStore(() => ({
    store: memoryAttemptStore(() => now),
    advance: async (ms) => {
      now += ms;
    },
  }));
});

// The machine's redis-server, started on a free port for this file.
const redisBin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));

describe.runIf(redisBin)('Redis attempt store (REDIS_URL)', () => {
  let server: ChildProcess;
  let url = '';
  let redis: Redis;

  beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    server = spawn(redisBin!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${port}`;
    redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
    redis.on('error', () => undefined);
    for (let i = 0; i < 50; i++) {
      try {
        await redis.connect();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(await redis.ping()).toBe('PONG');
  });
  afterAll(async () => {
    redis?.disconnect();
    server?.kill('SIGTERM');
  });

  behavesLikeAStore(() => ({
    store: redisAttemptStore(redis, watchRedis(redis, quiet, 'test counters'), memoryAttemptStore(() => Date.now())),
    advance: (ms) => new Promise((r) => setTimeout(r, ms)),
  }));

  it('shares the per-account login limit between two app processes', async () => {
    const env = { REDIS_URL: url, LOGIN_FAILURES_PER_ACCOUNT: '2', LOGIN_REQUESTS_PER_IP: '1000' };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    try {
      const login = (t: typeof a, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'mentor@example.com', password } });
      expect((await login(a, 'salah-satu')).statusCode).toBe(422);
      expect((await login(b, 'salah-dua')).statusCode).toBe(422);
      // Both failures were counted in Redis: the other process now refuses even the right password.
      expect((await login(a, 'Kelas123!')).statusCode).toBe(429);
      expect((await login(b, 'Kelas123!')).statusCode).toBe(429);
      expect(await redis.exists('kelas:attempts:login-fail:mentor@example.com')).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('falls back to this process\'s memory when Redis is down, with one warning', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    const warnings: string[] = [];
    const store = redisAttemptStore(dead, watchRedis(dead, { warn: (_o: object, msg: string) => warnings.push(msg), info: () => undefined }, 'test counters'), memoryAttemptStore(() => Date.now()));
    expect((await store.hit('x', 1000)).count).toBe(1);
    expect((await store.hit('x', 1000)).count).toBe(2);
    expect(await store.claim('y', 1000)).toBe(true);
    expect(await store.claim('y', 1000)).toBe(false);
    expect(warnings.length).toBeLessThanOrEqual(1);
    dead.disconnect();
  });
});
