import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memoryAttemptStore, redisAttemptStore } from './attempt-store.ts';
import { watchRedis } from './redis-fallback.ts';
import getPort from 'get-port';

/**
 * Redis down (decision 184), against the machine's real redis-server, started here on a
 * free port, killed and started again on the same port: the server keeps answering, rate limits
 * fall back to this process's memory with one warning, and go back to Redis when it returns.
 */
const redisBin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));

describe.runIf(redisBin)('Redis down and back', () => {
  let port = 0;
  let server: ChildProcess | null = null;
  let probe: Redis;

  async function startRedis() {
    server = spawn(redisBin!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await expect.poll(() => probe.ping().catch(() => 'down'), { timeout: 10_000, interval: 100 }).toBe('PONG');
  }
  async function stopRedis() {
    const s = server!;
    server = null;
    const gone = new Promise((r) => s.once('exit', r));
    s.kill('SIGKILL');
    await gone;
  }

  beforeAll(async () => {
    port = await getPort({ host: '127.0.0.1' });
    probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => 100 });
    probe.on('error', () => undefined);
    void probe.connect().catch(() => undefined);
  });
  afterAll(async () => {
    probe?.disconnect();
    server?.kill('SIGKILL');
  });

  it('counters: one warning when Redis goes, memory meanwhile, one line and Redis again when it is back', async () => {
    await startRedis();
    const lines: string[] = [];
    const redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    const log = { warn: (_o: object, m: string) => void lines.push(`warn ${m}`), info: (_o: object, m: string) => void lines.push(`info ${m}`) };
    const store = redisAttemptStore(redis, watchRedis(redis, log, 'test counters'), memoryAttemptStore(() => Date.now()));
    try {
      await expect.poll(() => redis.status).toBe('ready');
      expect((await store.hit('k', 60_000)).count).toBe(1);
      expect(await probe.get('kelas:attempts:k')).toBe('1');

      await stopRedis();
      for (let i = 1; i <= 5; i++) expect((await store.hit('k', 60_000)).count).toBe(i);
      expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
      expect(lines[0]).toContain('fall back');

      await startRedis();
      await expect.poll(() => lines.filter((l) => l.startsWith('info')).length, { timeout: 10_000 }).toBe(1);
      expect((await store.hit('k', 60_000)).count).toBe(1); // the new, empty Redis counts again
      expect(await probe.get('kelas:attempts:k')).toBe('1');
      expect(lines.filter((l) => l.startsWith('warn'))).toHaveLength(1);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('the server keeps answering: per-IP login limit in memory while Redis is down, shared again after', async () => {
    if (!server) await startRedis();
    let t: TestApp | null = null;
    try {
      t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_REQUESTS_PER_IP: '3', LOGIN_FAILURES_PER_ACCOUNT: '1000' } });
      const app = t.app;
      let n = 0;
      const login = (ip: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: `tidak-ada-${n++}@example.com`, password: 'salah-sekali' } });
      const rateKeys = async () => (await probe.keys('fastify-rate-limit-*')).length;

      // The app connects to Redis as it starts: a request counted before the connection is ready
      // is counted in memory, so ask (from addresses of their own) until one is counted in Redis.
      let ip = 100;
      await expect
        .poll(
          async () => {
            expect((await login(`10.1.0.${ip++}`)).statusCode).toBe(422);
            return rateKeys();
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);

      await stopRedis();
      // Counted in this process now: three answers, then 429; never a 500.
      expect([(await login('10.1.0.2')).statusCode, (await login('10.1.0.2')).statusCode, (await login('10.1.0.2')).statusCode]).toEqual([422, 422, 422]);
      expect((await login('10.1.0.2')).statusCode).toBe(429);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await startRedis();
      expect(await rateKeys()).toBe(0);
      // Once the app's client has reconnected, new counts land in Redis again.
      await expect
        .poll(
          async () => {
            await login(`10.2.0.${n % 250}`);
            return rateKeys();
          },
          { timeout: 15_000, interval: 300 },
        )
        .toBeGreaterThan(0);
    } finally {
      await t?.close();
    }
  }, 90_000);
});
