import { HEALTH_CODES, HEALTH_MESSAGES } from '@kelas/contracts/health';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** GET /api/health and GET /api/ready (decision 100). Outages: test/resilience/. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 { ok: true } without a session', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET /api/ready answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ok: true, database: 'ok', migrations: 'current' });
  });

  it('GET /api/ready answers 503 MIGRATIONS_PENDING when the last migration is not applied', async () => {
    const [last] = (
      (await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`)) as unknown as {
        rows: { hash: string; created_at: string }[];
      }
    ).rows;
    try {
      const res = await t.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, message: HEALTH_MESSAGES.unavailable, code: HEALTH_CODES.migrationsPending, database: 'ok', migrations: 'pending' });
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`);
    }
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('answers 503 SHUTTING_DOWN with Connection: close to a request that arrives while the app closes (decision 101)', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = other.app.server.address() as { port: number };
    // A client that has begun its request when the close starts (headers half sent): the
    // connection is busy, so it stays open, and the request is answered by the gate.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/ready HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const closing = other.app.close();
    await new Promise((r) => setTimeout(r, 100));
    let raw = '';
    socket.on('data', (d: Buffer) => (raw += d.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('\r\n');
    await ended;
    await closing;
    await other.database.close();
    expect(raw).toMatch(/^HTTP\/1\.1 503/);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ message: HEALTH_MESSAGES.shuttingDown, code: HEALTH_CODES.shuttingDown });
  });
});
