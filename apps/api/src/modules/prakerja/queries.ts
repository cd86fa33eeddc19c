import { and, asc, desc, eq, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assignmentSubmissions,
  courses,
  items,
  materials,
  prakerjaAttendances,
  prakerjaCodes,
  prakerjaReports,
  users,
} from '../../db/schema/index.ts';

/** All SQL of the prakerja feature. */

export type CodeRow = typeof prakerjaCodes.$inferSelect;
export type ReportRow = typeof prakerjaReports.$inferSelect;
export type CourseRef = { id: number; slug: string; title: string };

/** The published course carrying this programme course code (lowest id when several do). */
export async function findCourseByProgrammeCode(db: DbOrTx, courseCode: string): Promise<CourseRef | null> {
  const [row] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(and(eq(courses.prakerjaCourseCode, courseCode), eq(courses.status, 'published')))
    .orderBy(asc(courses.id))
    .limit(1);
  return row ?? null;
}

export async function findCourseBySlug(db: DbOrTx, slug: string): Promise<CourseRef | null> {
  const [row] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.slug, slug)).limit(1);
  return row ?? null;
}

export async function findCourseById(db: DbOrTx, id: number): Promise<CourseRef> {
  const [row] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, id));
  return row!;
}

export async function findCodeByRedeemCode(db: DbOrTx, redeemCode: string): Promise<CodeRow | null> {
  const [row] = await db.select().from(prakerjaCodes).where(eq(prakerjaCodes.redeemCode, redeemCode)).limit(1);
  return row ?? null;
}

export async function findCodeOfUser(db: DbOrTx, codeId: number, userId: number): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(prakerjaCodes)
    .where(and(eq(prakerjaCodes.id, codeId), eq(prakerjaCodes.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findCodeOfUserCourse(db: DbOrTx, userId: number, courseId: number): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(prakerjaCodes)
    .where(and(eq(prakerjaCodes.userId, userId), eq(prakerjaCodes.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Binds a code to a learner and course; null when the code (or the learner+course) is already bound. */
export async function insertCode(
  db: DbOrTx,
  v: { redeemCode: string; userId: number; courseId: number; programmeCourseCode: string; invoiceCode: string | null; scheduleCode: string | null; now: Date },
): Promise<CodeRow | null> {
  const [row] = await db
    .insert(prakerjaCodes)
    .values({ ...v, createdAt: v.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function markCodeEnrolled(db: DbOrTx, codeId: number, now: Date): Promise<void> {
  await db.update(prakerjaCodes).set({ enrolledAt: now }).where(and(eq(prakerjaCodes.id, codeId), sql`${prakerjaCodes.enrolledAt} is null`));
}

/** Records a verified sequence once (a second insert is a no-op). */
export async function insertAttendance(db: DbOrTx, codeId: number, sequence: number, now: Date): Promise<void> {
  await db.insert(prakerjaAttendances).values({ codeId, sequence, verifiedAt: now }).onConflictDoNothing();
}

export async function hasAttendance(db: DbOrTx, codeId: number, sequence: number): Promise<boolean> {
  const rows = await db
    .select({ s: prakerjaAttendances.sequence })
    .from(prakerjaAttendances)
    .where(and(eq(prakerjaAttendances.codeId, codeId), eq(prakerjaAttendances.sequence, sequence)))
    .limit(1);
  return rows.length > 0;
}

export async function listAttendances(db: DbOrTx, codeIds: number[]): Promise<{ codeId: number; sequence: number; verifiedAt: Date }[]> {
  if (codeIds.length === 0) return [];
  return db.select().from(prakerjaAttendances).where(inArray(prakerjaAttendances.codeId, codeIds)).orderBy(asc(prakerjaAttendances.sequence));
}

/** Effective sequence of each item of a course that has one: the item's own, else its chapter's. */
export async function listItemSequences(db: DbOrTx, courseId: number): Promise<{ itemId: number; sequence: number }[]> {
  const rows = await db
    .select({ itemId: items.id, sequence: sql<number | null>`coalesce(${items.prakerjaSequence}, ${materials.prakerjaSequence})` })
    .from(items)
    .innerJoin(materials, eq(materials.id, items.materialId))
    .where(eq(items.courseId, courseId));
  return rows.filter((r): r is { itemId: number; sequence: number } => r.sequence !== null);
}

/** True when some item of the course carries this sequence (a learner may only be sent to verify those). */
export async function courseHasSequence(db: DbOrTx, courseId: number, sequence: number): Promise<boolean> {
  if (sequence === 1) return true;
  const rows = await listItemSequences(db, courseId);
  return rows.some((r) => r.sequence === sequence);
}

/**
 * The unverified sequence guarding an item for a programme learner, or null when the item is open
 * (no programme code for the course, no sequence on the item, or already verified). One query.
 */
export async function findMissingAttendance(db: DbOrTx, userId: number, itemId: number): Promise<{ sequence: number; courseId: number } | null> {
  const [row] = await db
    .select({
      sequence: sql<number | null>`coalesce(${items.prakerjaSequence}, ${materials.prakerjaSequence})`,
      courseId: items.courseId,
      verified: sql<boolean>`exists (select 1 from ${prakerjaAttendances} where ${prakerjaAttendances.codeId} = ${prakerjaCodes.id} and ${prakerjaAttendances.sequence} = coalesce(${items.prakerjaSequence}, ${materials.prakerjaSequence}))`,
    })
    .from(items)
    .innerJoin(materials, eq(materials.id, items.materialId))
    .innerJoin(prakerjaCodes, and(eq(prakerjaCodes.courseId, items.courseId), eq(prakerjaCodes.userId, userId)))
    .where(eq(items.id, itemId))
    .limit(1);
  if (!row || row.sequence === null || row.verified) return null;
  return { sequence: Number(row.sequence), courseId: row.courseId };
}

/** What the 'verification needed' notice names (decision 282): the learner's code, the item and its course. */
export async function findVerificationTarget(
  db: DbOrTx,
  userId: number,
  itemId: number,
): Promise<{ codeId: number; item: { id: number; title: string }; course: CourseRef } | null> {
  const [row] = await db
    .select({ codeId: prakerjaCodes.id, item: { id: items.id, title: items.title }, course: { id: courses.id, slug: courses.slug, title: courses.title } })
    .from(items)
    .innerJoin(courses, eq(courses.id, items.courseId))
    .innerJoin(prakerjaCodes, and(eq(prakerjaCodes.courseId, items.courseId), eq(prakerjaCodes.userId, userId)))
    .where(eq(items.id, itemId))
    .limit(1);
  return row ?? null;
}

// ─── Reports ────────────────────────────────────────────────────────────────

/** What a grade needs to know to report it: the learner's code for the course and the item's sequence. */
export async function findReportTarget(
  db: DbOrTx,
  submissionId: number,
): Promise<{ codeId: number; itemId: number; sequence: number | null } | null> {
  const [row] = await db
    .select({
      codeId: prakerjaCodes.id,
      itemId: items.id,
      sequence: sql<number | null>`coalesce(${items.prakerjaSequence}, ${materials.prakerjaSequence})`,
    })
    .from(assignmentSubmissions)
    .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
    .innerJoin(materials, eq(materials.id, items.materialId))
    .innerJoin(prakerjaCodes, and(eq(prakerjaCodes.courseId, items.courseId), eq(prakerjaCodes.userId, assignmentSubmissions.userId), isNotNull(prakerjaCodes.enrolledAt)))
    .where(eq(assignmentSubmissions.id, submissionId))
    .limit(1);
  if (!row) return null;
  return { ...row, sequence: row.sequence === null ? null : Number(row.sequence) };
}

/**
 * Writes the report once (unique code+scope+sequence+submission). A re-grade before the report is
 * confirmed updates its notes; after that it changes nothing (decision 193). Returns the id.
 */
export async function upsertReport(
  db: DbOrTx,
  v: { codeId: number; submissionId: number; itemId: number; scope: 'tpm' | 'uk'; sequence: number; notes: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(prakerjaReports)
    .values({ ...v, status: 'pending', nextAttemptAt: v.now, createdAt: v.now })
    .onConflictDoUpdate({
      target: [prakerjaReports.codeId, prakerjaReports.scope, prakerjaReports.sequence, prakerjaReports.submissionId],
      set: { notes: sql`case when ${prakerjaReports.status} = 'sent' then ${prakerjaReports.notes} else excluded.notes end` },
    })
    .returning({ id: prakerjaReports.id });
  return row!.id;
}

/** Leases due pending reports (given ids, or all due): attempts + 1 and the next try moved on by `leaseSeconds`. SKIP LOCKED. */
export async function leaseDueReports(db: DbOrTx, opts: { now: Date; ids?: number[]; limit: number; leaseSeconds: number; maxAttempts: number }): Promise<ReportRow[]> {
  const due = and(
    eq(prakerjaReports.status, 'pending'),
    lte(prakerjaReports.nextAttemptAt, opts.now),
    sql`${prakerjaReports.attempts} < ${opts.maxAttempts}`,
  );
  const pick = db
    .select({ id: prakerjaReports.id })
    .from(prakerjaReports)
    .where(opts.ids ? and(due, inArray(prakerjaReports.id, opts.ids)) : due)
    .orderBy(asc(prakerjaReports.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(prakerjaReports)
    .set({ attempts: sql`${prakerjaReports.attempts} + 1`, nextAttemptAt: new Date(opts.now.getTime() + opts.leaseSeconds * 1000) })
    .where(inArray(prakerjaReports.id, pick))
    .returning();
}

export async function updateReport(db: DbOrTx, id: number, set: Partial<typeof prakerjaReports.$inferInsert>): Promise<void> {
  await db.update(prakerjaReports).set(set).where(eq(prakerjaReports.id, id));
}

export async function findReport(db: DbOrTx, id: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(prakerjaReports).where(eq(prakerjaReports.id, id)).limit(1);
  return row ?? null;
}

/** What delivery needs beside the report: the code and the submitted file. */
export async function findReportContext(db: DbOrTx, reportId: number) {
  const [row] = await db
    .select({ redeemCode: prakerjaCodes.redeemCode, submission: { id: assignmentSubmissions.id, fileKey: assignmentSubmissions.fileKey } })
    .from(prakerjaReports)
    .innerJoin(prakerjaCodes, eq(prakerjaCodes.id, prakerjaReports.codeId))
    .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, prakerjaReports.submissionId))
    .where(eq(prakerjaReports.id, reportId));
  return row ?? null;
}

/** Makes a failed (or stuck) report due now with a fresh set of tries (admin retry). */
export async function requeueReport(db: DbOrTx, id: number, now: Date): Promise<ReportRow | null> {
  const [row] = await db
    .update(prakerjaReports)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(prakerjaReports.id, id), or(eq(prakerjaReports.status, 'failed'), eq(prakerjaReports.status, 'pending'))))
    .returning();
  return row ?? null;
}

// ─── Admin view ─────────────────────────────────────────────────────────────

/** Programme learners, newest first, filtered by name, e-mail or code. */
export async function listProgrammeLearners(db: DbOrTx, q: string | undefined, limit: number) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      code: prakerjaCodes,
      learner: { id: users.id, name: users.name, email: users.email },
      course: { id: courses.id, slug: courses.slug, title: courses.title },
    })
    .from(prakerjaCodes)
    .innerJoin(users, eq(users.id, prakerjaCodes.userId))
    .innerJoin(courses, eq(courses.id, prakerjaCodes.courseId))
    .where(pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(prakerjaCodes.redeemCode, pattern)) : undefined)
    .orderBy(desc(prakerjaCodes.id))
    .limit(limit);
}

export async function listReportsOfCodes(db: DbOrTx, codeIds: number[]) {
  if (codeIds.length === 0) return [];
  return db
    .select({ report: prakerjaReports, itemTitle: items.title })
    .from(prakerjaReports)
    .innerJoin(items, eq(items.id, prakerjaReports.itemId))
    .where(inArray(prakerjaReports.codeId, codeIds))
    .orderBy(asc(prakerjaReports.sequence), asc(prakerjaReports.id));
}

export async function findReportWithItem(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ report: prakerjaReports, itemTitle: items.title })
    .from(prakerjaReports)
    .innerJoin(items, eq(items.id, prakerjaReports.itemId))
    .where(eq(prakerjaReports.id, id));
  return row ?? null;
}
