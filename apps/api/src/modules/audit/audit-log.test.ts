import { CONSOLE_LIST_TEXT } from '@kelas/contracts/console-list';
import type { AuditLogList } from '@kelas/contracts/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { recordAudit } from './record-audit.ts';

describe('audit-log search', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let mentorId: number;
  const tag = `uji${Date.now()}`;

  const search = (q: string, token = admin) => t.app.inject({ url: `/api/admin/audit-log?${q}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    const ids = await t.app.db.select({ id: users.id, email: users.email }).from(users);
    adminId = ids.find((u) => u.email === 'admin@example.com')!.id;
    mentorId = ids.find((u) => u.email === 'mentor@example.com')!.id;
    // Three rows on known days (Jakarta): 2026-03-01 23:30 WIB is 16:30 UTC.
    await recordAudit(t.app.db, { actorId: adminId, action: 'role.grant', entityType: tag, entityId: 1, before: { roles: [] }, after: { roles: ['mentor'] }, ip: '10.0.0.1' });
    await recordAudit(t.app.db, { actorId: mentorId, action: 'course.update', entityType: tag, entityId: 2, before: { title: 'Lama' }, after: { title: 'Baru' } });
    await recordAudit(t.app.db, { actorId: null, action: 'role.revoke', entityType: tag, entityId: 3 });
    const rows = await t.app.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityType, tag)).orderBy(auditLog.id);
    const days = [new Date('2026-03-01T16:30:00Z'), new Date('2026-03-02T05:00:00Z'), new Date('2026-03-05T05:00:00Z')];
    for (const [i, r] of rows.entries()) await t.app.db.update(auditLog).set({ createdAt: days[i]! }).where(eq(auditLog.id, r.id));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for admins only', async () => {
    expect((await search('', await t.login('author@example.com'))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });

  it('answers the rows newest first with actor, before and after, and meta', async () => {
    const res = await search(`entity_type=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AuditLogList;
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: 20 });
    expect(body.data.map((r) => r.entity_id)).toEqual(['3', '2', '1']);
    expect(body.data[2]).toMatchObject({
      actor: { id: adminId, email: 'admin@example.com' },
      action: 'role.grant',
      before: { roles: [] },
      after: { roles: ['mentor'] },
      ip: '10.0.0.1',
      created_at: '2026-03-01T16:30:00.000Z',
    });
    expect(body.data[0]).toMatchObject({ actor: null, before: null, after: null });
  });

  it('filters by actor (id, e-mail or name part), action (exact or prefix) and Jakarta days', async () => {
    const ids = async (q: string) => ((await search(`entity_type=${tag}&${q}`)).json() as AuditLogList).data.map((r) => r.entity_id);
    expect(await ids(`actor=${mentorId}`)).toEqual(['2']);
    expect(await ids('actor=ADMIN@example')).toEqual(['1']);
    expect(await ids('action=role.')).toEqual(['3', '1']);
    expect(await ids('action=role.grant')).toEqual(['1']);
    expect(await ids('action=role')).toEqual([]);
    // 2026-03-01 23:30 WIB belongs to 1 March in Jakarta although it is 16:30 UTC.
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual(['1']);
    expect(await ids('from=2026-03-02')).toEqual(['3', '2']);
    expect(await ids('to=2026-03-02')).toEqual(['2', '1']);
    const paged = (await search(`entity_type=${tag}&per_page=2&page=2`)).json() as AuditLogList;
    expect(paged).toMatchObject({ meta: { total: 3, page: 2, per_page: 2 }, data: [{ entity_id: '1' }] });
  });

  it('answers 422 with a message for a bad page or date, or a range that ends before it starts', async () => {
    for (const q of ['page=0', 'per_page=500', 'from=2026-02-30', 'from=01-03-2026', 'to=kemarin']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(422);
    }
    const range = await search('from=2026-03-05&to=2026-03-01');
    expect(range.statusCode).toBe(422);
    expect(range.json()).toMatchObject({ message: CONSOLE_LIST_TEXT.range, errors: { to: [CONSOLE_LIST_TEXT.range] } });
    expect((await search('from=2026-02-30')).json()).toMatchObject({ errors: { from: [CONSOLE_LIST_TEXT.date] } });
  });
});
