import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** ASVS 7.3.1 / 7.3.2 (decision 170): an idle timeout beside the absolute one. */
describe('session timeouts', () => {
  let t: TestApp;
  const profile = (token: string) => t.app.inject({ url: '/api/profile', headers: bearer(token) });
  const lastSeen = async () => (await t.app.db.select({ seen: sessions.lastSeenAt }).from(sessions).orderBy(sessions.id)).at(-1)!.seen.getTime();

  beforeAll(async () => {
    // Two days idle here, so the 30-day absolute limit can be walked in daily steps.
    t = await createTestApp({ env: { SESSION_IDLE_MINUTES: String(2 * 24 * 60), SESSION_DAYS: '30' } });
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    await t.close();
  });

  it('defaults to 120 idle minutes beside 30 days', () => {
    const c = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    expect([c.SESSION_IDLE_MINUTES, c.SESSION_DAYS]).toEqual([120, 30]);
  });

  it('ends a session unused for SESSION_IDLE_MINUTES; a use restarts the count, written at most once a minute', async () => {
    const token = await t.login('learner@example.com');
    const atLogin = await lastSeen();
    t.clock.advance(30 * 1000);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(atLogin);
    t.clock.advance(47 * HOUR);
    expect((await profile(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(atLogin + 46 * HOUR);
    t.clock.advance(47 * HOUR);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(48 * HOUR + MINUTE);
    const idle = await profile(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Sesi Anda telah berakhir. Silakan login kembali.' });
  });

  it('ends a session SESSION_DAYS after the login even when it is used every day', async () => {
    const token = await t.login('learner@example.com');
    for (let day = 1; day <= 29; day++) {
      t.clock.advance(DAY);
      expect((await profile(token)).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(DAY + MINUTE);
    expect((await profile(token)).statusCode).toBe(401);
  });
});
