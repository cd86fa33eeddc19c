import { and, asc, count, eq, sql } from 'drizzle-orm';
import { releaseTime } from '@kelas/contracts/sessions';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle, prepareSql } from '../../db/prepared.ts';
import { cohorts, courses, enrolments, essayAnswers, itemProgress, items, materials, quizzes } from '../../db/schema/index.ts';
import { previewAccessSql } from '../studio/preview-access-sql.ts';

/** All SQL of the learning feature. */

export type LearnerCourse = {
  id: number;
  slug: string;
  title: string;
  enrolled: boolean;
  certificateCode: string | null;
};

export type ChapterItemRow = {
  materialId: number;
  materialTitle: string;
  itemId: number | null;
  itemTitle: string | null;
  itemType: (typeof items.$inferSelect)['itemType'] | null;
  complete: boolean;
  /** What the completion rule of the item depends on (decision 240): the quiz's rule, the practice item's, a video's URL. */
  quizRule?: 'passed' | 'attempted' | null;
  practiceRule?: string | null;
  videoUrl?: string | null;
  /** Drip rules of the chapter and the item (decision 288); days, and an ISO time. */
  release?: { mDays: number | null; mAt: string | null; iDays: number | null; iAt: string | null };
  /** A session of the learner's cohort serves this webinar item: it completes on attendance (decision 288). */
  servedBySession?: boolean;
};

/**
 * Every chapter of the course with its items in order and whether the learner completed each.
 * Chapters without items come back once with `itemId` null. One query.
 */
export async function listChapterItems(db: DbOrTx, courseId: number, userId: number): Promise<ChapterItemRow[]> {
  const rows = await db
    .select({
      materialId: materials.id,
      materialTitle: materials.title,
      itemId: items.id,
      itemTitle: items.title,
      itemType: items.itemType,
      doneBy: itemProgress.userId,
    })
    .from(materials)
    .leftJoin(items, eq(items.materialId, materials.id))
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, userId)))
    .where(eq(materials.courseId, courseId))
    .orderBy(asc(materials.position), asc(materials.id), asc(items.position), asc(items.id));
  return rows.map(({ doneBy, ...r }) => ({ ...r, complete: doneBy !== null }));
}

type CourseActivityRecord = {
  id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published' | 'archived';
  sequential: boolean;
  enrolment_id: number | null;
  certificate_code: string | null;
  preview: boolean;
  /** The drip anchor: the cohort's start, else the enrolment's time (decision 288). */
  anchor: Date | string | null;
  rows: ChapterItemRow[] | null;
};

/**
 * The statement of `findCourseActivity`: course, enrolment, live certificate, whether the viewer
 * may preview it (admin, or an author of the course) and, when enrolled or
 * previewing, the chapter items.
 */
const courseActivityBySlug = perHandle((db) =>
  prepareSql(
    db,
    'learning_course_activity',
    sql`select c.id, c.slug, c.title, c.status, c.sequential, e.id as enrolment_id, cert.code as certificate_code, pv.preview,
      coalesce(co.starts_at, e.created_at) as anchor,
      case when e.id is null and not pv.preview then null else coalesce((
        select json_agg(json_build_object(
          'materialId', m.id, 'materialTitle', m.title, 'itemId', i.id, 'itemTitle', i.title,
          'itemType', i.item_type, 'complete', p.user_id is not null, 'quizRule', z.completion_rule,
          'practiceRule', case when i.item_type in ('practice', 'task') then i.detail->>'completion_rule' end,
          'videoUrl', case when i.item_type = 'video' then i.detail->>'url' end,
          'release', json_build_object('mDays', m.release_after_days, 'mAt', m.release_at, 'iDays', i.release_after_days, 'iAt', i.release_at),
          'servedBySession', i.item_type = 'webinar' and exists (select 1 from cohort_sessions cs where cs.item_id = i.id and cs.cohort_id = e.cohort_id))
          order by m.position, m.id, i.position, i.id)
        from materials m
        left join items i on i.material_id = m.id
        left join quizzes z on z.item_id = i.id
        left join item_progress p on p.item_id = i.id and p.user_id = ${sql.placeholder('userId')}
        where m.course_id = c.id), '[]'::json) end as rows
    from courses c
    cross join lateral (select (${sql.placeholder('isAdmin')}::boolean or exists (
      select 1 from course_authors ca where ca.course_id = c.id and ca.user_id = ${sql.placeholder('userId')})) as preview) pv
    left join enrolments e on e.course_id = c.id and e.user_id = ${sql.placeholder('userId')}
    left join cohorts co on co.id = e.cohort_id
    left join certificates cert on cert.course_id = c.id and cert.user_id = ${sql.placeholder('userId')} and cert.status = 'valid'
    where c.slug = ${sql.placeholder('slug')}
    limit 1`,
  ),
);

/** A course as the player sees it: whether its items open in order, and whether the viewer only previews it. */
export type PlayerCourse = LearnerCourse & {
  sequential: boolean;
  /** Staff (admin, author of the course) without an enrolment: shown, nothing recorded (decision 244). */
  preview: boolean;
  /** When a day rule of drip release counts from: the cohort's start, else the enrolment; null previewing (decision 288). */
  releaseAnchor: Date | null;
};

/**
 * The course of a slug with the learner's enrolment and valid certificate and, when enrolled (or
 * previewing as staff), every chapter with its items in order, their completion and what their
 * completion rule depends on. ONE statement, prepared (decision 122); null for an unknown slug, and
 * for a draft unless the viewer may preview it.
 */
export async function findCourseActivity(
  db: DbOrTx,
  slug: string,
  userId: number,
  isAdmin = false,
): Promise<{ course: PlayerCourse; rows: ChapterItemRow[] } | null> {
  const result = (await courseActivityBySlug(db).execute({ slug, userId, isAdmin })) as { rows: CourseActivityRecord[] } | CourseActivityRecord[];
  const records = Array.isArray(result) ? result : result.rows;
  const r = records[0];
  if (!r || (r.status === 'draft' && !r.preview)) return null;
  return {
    course: {
      id: r.id,
      slug: r.slug,
      title: r.title,
      enrolled: r.enrolment_id !== null || r.preview,
      certificateCode: r.certificate_code,
      sequential: r.sequential,
      preview: r.enrolment_id === null && r.preview,
      releaseAnchor: r.enrolment_id !== null && r.anchor !== null ? new Date(r.anchor) : null,
    },
    rows: r.rows ?? [],
  };
}

export type LearnerItem = {
  item: typeof items.$inferSelect;
  enrolled: boolean;
  complete: boolean;
  /** Staff (admin, author of the course) without an enrolment: shown, nothing recorded (decision 244). */
  preview: boolean;
  /** The course's items open one after the other (decision 241). */
  sequential: boolean;
  /** A quiz item's rule and target score (percent); null for other items. */
  quiz: { completionRule: 'passed' | 'attempted'; targetScore: number } | null;
  /** When the item opens for this learner under drip release, or null when nothing holds it (decision 288). */
  opensAt: Date | null;
  /** A session of the learner's cohort serves this webinar item (decision 288). */
  servedBySession: boolean;
};

/**
 * One item with the learner's enrolment in its course, its completion, the course's order setting
 * and a quiz's completion rule, or null. One query. Staff previewing count as enrolled (`preview`
 * true when they are not); an item of a draft is null for everyone else.
 */
export async function findItemForLearner(db: DbOrTx, itemId: number, userId: number, isAdmin = false): Promise<LearnerItem | null> {
  const rows = await db
    .select({
      item: items,
      enrolmentId: enrolments.id,
      doneBy: itemProgress.userId,
      status: courses.status,
      sequential: courses.sequential,
      quizRule: quizzes.completionRule,
      targetScore: quizzes.targetScore,
      preview: previewAccessSql('"items"."course_id"', { id: userId, isAdmin }),
      mDays: materials.releaseAfterDays,
      mAt: materials.releaseAt,
      enrolledAt: enrolments.enrolledAt,
      cohortStart: cohorts.startsAt,
      servedBySession: sql<boolean>`exists (select 1 from cohort_sessions cs where cs.item_id = ${items.id} and cs.cohort_id = ${enrolments.cohortId})`,
    })
    .from(items)
    .innerJoin(courses, eq(courses.id, items.courseId))
    .innerJoin(materials, eq(materials.id, items.materialId))
    .leftJoin(quizzes, eq(quizzes.itemId, items.id))
    .leftJoin(enrolments, and(eq(enrolments.courseId, items.courseId), eq(enrolments.userId, userId)))
    .leftJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, userId)))
    .where(eq(items.id, itemId))
    .limit(1);
  const row = rows[0];
  if (!row || (row.status === 'draft' && !row.preview)) return null;
  return {
    item: row.item,
    enrolled: row.enrolmentId !== null || row.preview,
    complete: row.doneBy !== null,
    preview: row.enrolmentId === null && row.preview,
    sequential: row.sequential,
    quiz: row.quizRule !== null && row.targetScore !== null ? { completionRule: row.quizRule, targetScore: row.targetScore } : null,
    servedBySession: row.item.itemType === 'webinar' && Boolean(row.servedBySession),
    opensAt:
      row.enrolmentId === null
        ? null
        : releaseTime(
            [
              { after_days: row.mDays, at: row.mAt?.toISOString() ?? null },
              { after_days: row.item.releaseAfterDays, at: row.item.releaseAt?.toISOString() ?? null },
            ],
            row.cohortStart ?? row.enrolledAt,
          ),
  };
}

/**
 * How many items come before `itemId` in its course's order (chapter position, chapter id, item
 * position, item id) that the learner has not completed. One query; a sequential course opens an
 * item only when this is 0 (decision 241).
 */
export async function countIncompleteBefore(db: DbOrTx, userId: number, itemId: number): Promise<number> {
  const rows = await db.execute(sql`
    select count(*)::int as n
    from items t
    join materials tm on tm.id = t.material_id
    join items i on i.course_id = t.course_id
    join materials m on m.id = i.material_id
    left join item_progress p on p.item_id = i.id and p.user_id = ${userId}
    where t.id = ${itemId} and p.item_id is null
      and (m.position, m.id, i.position, i.id) < (tm.position, tm.id, t.position, t.id)`);
  const list = (rows as unknown as { rows: { n: number }[] }).rows;
  return Number(list[0]?.n ?? 0);
}

/**
 * Serialises completions of one learner in one course until the transaction ends, so that the
 * "every item complete" check sees the other completions (certificate issued exactly once).
 */
export async function lockLearnerCourse(tx: DbOrTx, userId: number, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kelas:learning:${userId}:${courseId}`}, 0))`);
}

/** Inserts the completion row; false when it already existed. */
export async function insertItemProgress(tx: DbOrTx, v: { userId: number; itemId: number; courseId: number; now?: Date | undefined }): Promise<boolean> {
  const rows = await tx
    .insert(itemProgress)
    .values({ userId: v.userId, itemId: v.itemId, courseId: v.courseId, ...(v.now ? { completedAt: v.now } : {}) })
    .onConflictDoNothing()
    .returning({ itemId: itemProgress.itemId });
  return rows.length > 0;
}

/** How many items the course has and how many of them the learner completed. One query. */
export async function countCourseCompletion(db: DbOrTx, userId: number, courseId: number): Promise<{ total: number; done: number }> {
  const rows = await db
    .select({ total: count(items.id), done: count(itemProgress.itemId) })
    .from(items)
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, userId)))
    .where(eq(items.courseId, courseId));
  return { total: Number(rows[0]?.total ?? 0), done: Number(rows[0]?.done ?? 0) };
}

/** The learner's saved essay answers for an item, or null. */
export async function findEssayAnswers(db: DbOrTx, userId: number, itemId: number): Promise<string[] | null> {
  const rows = await db
    .select({ answers: essayAnswers.answers })
    .from(essayAnswers)
    .where(and(eq(essayAnswers.userId, userId), eq(essayAnswers.itemId, itemId)))
    .limit(1);
  return rows[0]?.answers ?? null;
}

/** Saves the one essay attempt; false when the learner already saved one (unique item+user). */
export async function insertEssayAnswers(tx: DbOrTx, v: { userId: number; itemId: number; answers: string[]; now: Date }): Promise<boolean> {
  const rows = await tx
    .insert(essayAnswers)
    .values({ userId: v.userId, itemId: v.itemId, answers: v.answers, submittedAt: v.now })
    .onConflictDoNothing()
    .returning({ id: essayAnswers.id });
  return rows.length > 0;
}
