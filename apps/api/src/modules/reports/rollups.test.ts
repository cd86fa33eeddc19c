import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireOrders } from '../payments/expire-orders.ts';
import { runReport } from './queries.ts';
import { refreshRollups } from './refresh-rollups.ts';
import { countDirtyDays, ROLLUP_REPORTS } from './rollup-queries.ts';

/**
 * The daily roll-ups (decision 154) answer exactly what the live SQL answers: over the generated
 * data of the benchmark (small), before the roll-up job ran (every day dirty), after it, and after
 * writes that change past days (a full refund, the expiry of pending orders, progress completing a
 * chapter, an enrolment revoked, a quiz option made correct), before and after the next rebuild.
 */

let t: TestApp;
let admin: Record<string, string>;
const jakartaDay = (offsetDays = 0) => new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const YEAR = () => ({ from: jakartaDay(-366), to: jakartaDay(1) });
const one = async <T>(query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  // The benchmark's generator, small; one transaction keeps its temporary tables on one connection.
  const generator = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../bench/reports-data.mjs');
  const { generateStatements } = (await import(generator)) as { generateStatements: (s: { learners: number; orders: number }) => string[] };
  await t.app.db.transaction(async (tx) => {
    for (const statement of generateStatements({ learners: 300, orders: 3000 })) if (!statement.startsWith('vacuum')) await tx.execute(sql.raw(statement));
  });
}, 120_000);
afterAll(() => t.close());

/** Every roll-up report over a year and over the last 30 days, as read (roll-up + dirty days live) and as computed live. */
async function expectRollupsEqualLive() {
  for (const name of ROLLUP_REPORTS) {
    for (const range of [YEAR(), { from: jakartaDay(-29), to: jakartaDay(0) }]) {
      const read = await runReport(t.app.db, name, range);
      const live = await runReport(t.app.db, name, range, { live: true });
      expect(read, `${name} ${range.from}..${range.to}`).toEqual(live);
      expect(live.length, name).toBeGreaterThan(0);
    }
  }
}

describe('report roll-ups (decision 154)', () => {
  it('equal the live SQL before and after a rebuild, and after a refund, an expiry and progress on past days', async () => {
    const dirtyAfterLoad = await countDirtyDays(t.app.db);
    expect(dirtyAfterLoad.revenue).toBeGreaterThan(300);
    expect(dirtyAfterLoad.funnel).toBeGreaterThan(300);
    expect(dirtyAfterLoad.completion).toBeGreaterThan(300);
    expect(dirtyAfterLoad.questions).toBeGreaterThan(300);
    await expectRollupsEqualLive();

    // A month per transaction here (quicker on PGlite); the job's one day per transaction after the writes below.
    const rebuilt = await refreshRollups(t.app.db, { batch: 31, budgetMs: 600_000 });
    expect(rebuilt.revenue).toBeGreaterThan(300);
    expect(await countDirtyDays(t.app.db)).toEqual({ revenue: 0, funnel: 0, completion: 0, questions: 0 });
    expect(Number((await one<{ n: unknown }>(sql`select count(*) as n from report_daily_revenue`)).n)).toBeGreaterThan(300);
    await expectRollupsEqualLive();
    const revenueBefore = await runReport(t.app.db, 'revenue', YEAR());
    const funnelBefore = await runReport(t.app.db, 'funnel', YEAR());
    const completionBefore = await runReport(t.app.db, 'completion', YEAR());
    const questionsBefore = await runReport(t.app.db, 'questions', YEAR());

    // A full refund, today, of an order paid and created months ago (revenue today, funnel months ago).
    const order = await one<{ id: number; total: number; created_day: string }>(sql`
      select o.id, o.total, to_char(report_jakarta_day(o.created_at), 'YYYY-MM-DD') as created_day from orders o
      where o.status = 'paid' and o.total > 0 and o.paid_at < now() - interval '60 days' and not exists (select 1 from refunds r where r.order_id = o.id)
      order by o.id limit 1`);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refunds`, headers: admin, payload: { amount: order.total, reason: 'uji roll-up' } });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().data.status).toBe('succeeded');
    // The expiry job: pending orders created up to a year ago become expired (funnel of their days).
    const expired = await expireOrders(t.app.db, new Date());
    expect(expired.orders).toBeGreaterThan(0);
    // A learner enrolled months ago completes a whole chapter; another enrolment is revoked.
    const chapter = await one<{ user_id: number; course_id: number; material_id: number }>(sql`
      select e.user_id, e.course_id, m.id as material_id from enrolments e
      join materials m on m.course_id = e.course_id and exists (select 1 from items i where i.material_id = m.id)
      where e.created_at < now() - interval '90 days'
        and exists (select 1 from items i where i.material_id = m.id and not exists (select 1 from item_progress p where p.user_id = e.user_id and p.item_id = i.id))
      order by e.id limit 1`);
    await t.app.db.execute(sql`
      insert into item_progress (user_id, item_id, course_id)
      select ${chapter.user_id}, i.id, ${chapter.course_id} from items i where i.material_id = ${chapter.material_id}
      on conflict do nothing`);
    await t.app.db.execute(sql`delete from enrolments where id = (select min(e.id) from enrolments e where e.created_at < now() - interval '30 days' and exists (select 1 from item_progress p where p.user_id = e.user_id and p.course_id = e.course_id))`);

    // An author marks a chosen wrong option correct: every day it was chosen changes.
    await t.app.db.execute(sql`update quiz_answers set is_correct = true where id = (select min(r.answer_id) from quiz_responses r join quiz_answers a on a.id = r.answer_id where not a.is_correct)`);

    const dirty = await countDirtyDays(t.app.db);
    expect(dirty.revenue).toBeGreaterThan(0);
    expect(dirty.funnel).toBeGreaterThan(1);
    expect(dirty.completion).toBeGreaterThan(0);
    expect(dirty.questions).toBeGreaterThan(0);
    await expectRollupsEqualLive();
    // The writes show (computed live for their days until the next rebuild).
    const refundsOf = (rows: { refunds: number }[]) => rows.reduce((s, r) => s + r.refunds, 0);
    expect(refundsOf(await runReport(t.app.db, 'revenue', YEAR())) - refundsOf(revenueBefore)).toBe(order.total);
    const funnelAfter = await runReport(t.app.db, 'funnel', YEAR());
    const refundedOn = (rows: typeof funnelAfter) => rows.find((r) => r.day === order.created_day)?.refunded ?? 0;
    expect(refundedOn(funnelAfter) - refundedOn(funnelBefore)).toBe(1);
    expect(funnelAfter.reduce((s, r) => s + r.expired, 0) - funnelBefore.reduce((s, r) => s + r.expired, 0)).toBe(expired.orders);
    expect(await runReport(t.app.db, 'completion', YEAR())).not.toEqual(completionBefore);
    expect(await runReport(t.app.db, 'questions', YEAR())).not.toEqual(questionsBefore);

    await refreshRollups(t.app.db, { budgetMs: 600_000 });
    expect(await countDirtyDays(t.app.db)).toEqual({ revenue: 0, funnel: 0, completion: 0, questions: 0 });
    await expectRollupsEqualLive();
  }, 300_000);
});
