import { REPORT_TEXT, REPORT_TIMEOUT_CODE } from '@kelas/contracts/reports';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../db/client.ts';
import { runReport } from './queries.ts';
import { rebuildBatch, refreshRollups, runRefreshRollups } from './refresh-rollups.ts';
import { countDirtyDays } from './rollup-queries.ts';

/** What only PostgreSQL shows: a write committing during a rebuild, and a report past the statement timeout (decisions 154, 155). */

let t: TestApp;
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const connect = async () => {
  const c = new pg.Client({ connectionString: t.database.url });
  await c.connect();
  return c;
};
const newOrder = (n: string) => `insert into orders (invoice_number, user_id, status, subtotal, tax, total) select 'INV/RACE/${n}', min(id), 'pending', 1000, 110, 1110 from users`;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
});
afterAll(() => t.close());

describe('report roll-ups on PostgreSQL', () => {
  it('a write that commits while its day is rebuilt keeps its day dirty, so the report still counts it', async () => {
    await refreshRollups(t.app.db);
    const range = { from: today(), to: today() };
    const writer = await connect();
    try {
      await writer.query(newOrder('1'));
      await writer.query('begin');
      await writer.query(newOrder('2'));
      // The rebuild sees the first order's mark and data, not the second's (uncommitted).
      expect(await rebuildBatch(t.app.db, 'funnel')).toBe(1);
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    expect((await countDirtyDays(t.app.db)).funnel).toBe(1);
    const read = await runReport(t.app.db, 'funnel', range);
    expect(read).toEqual(await runReport(t.app.db, 'funnel', range, { live: true }));
    // The job's run, on its own connection.
    expect((await runRefreshRollups(t.database)).funnel).toBe(1);
    expect((await countDirtyDays(t.app.db)).funnel).toBe(0);
    expect(await runReport(t.app.db, 'funnel', range)).toEqual(read);
  });

  it('a report past the statement timeout answers 503 REPORT_TIMEOUT, not DB_UNAVAILABLE', async () => {
    // A pool like the server's (decision 100), with a short statement timeout; the roll-up table locked by another session.
    const slow = await openDatabase({ url: t.database.url, statementTimeoutMs: 300 });
    const locker = await connect();
    try {
      await locker.query('begin');
      await locker.query('lock table report_daily_revenue in access exclusive mode');
      const started = Date.now();
      const error = await runReport(slow.db, 'revenue', { from: today(), to: today() }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ status: 503, code: REPORT_TIMEOUT_CODE, message: REPORT_TEXT.timeout });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await locker.query('rollback');
      await locker.end();
      await slow.close();
    }
  });
});
