import { and, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** All SQL of the audit feature (the console's search lives here too). */

export type AuditEntry = {
  /** The staff user acting; null for the command line or a system job. */
  actorId: number | null;
  /** Verb-first, dotted: `course.update`, `refund.create`, `role.grant`. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  /** The entity as it was (null when created). Plain JSON. */
  before?: unknown;
  /** The entity as it is now (null when deleted). Plain JSON. */
  after?: unknown;
  ip?: string | null;
};

export async function insertAuditRow(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: e.actorId,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId === null ? null : String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
    ip: e.ip ?? null,
  });
}

export type AuditSearch = {
  /** A user id, or part of the actor's e-mail or name (case-insensitive). */
  actor?: string;
  /** An action, or its prefix when it ends with a dot. */
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  limit: number;
  offset: number;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of audit rows, newest first, with the actor's name and e-mail, and the total count. */
export async function searchAuditRows(db: DbOrTx, q: AuditSearch) {
  const where: SQL[] = [];
  if (q.actor) {
    if (/^\d{1,9}$/.test(q.actor)) where.push(eq(auditLog.actorId, Number(q.actor)));
    else {
      const pattern = `%${escapeLike(q.actor)}%`;
      where.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
    }
  }
  if (q.action) where.push(q.action.endsWith('.') ? like(auditLog.action, `${escapeLike(q.action)}%`) : eq(auditLog.action, q.action));
  if (q.entityType) where.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.from) where.push(gte(auditLog.createdAt, q.from));
  if (q.to) where.push(lt(auditLog.createdAt, q.to));
  const cond = where.length ? and(...where) : undefined;

  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}
export type AuditSearchRow = Awaited<ReturnType<typeof searchAuditRows>>['rows'][number];
