import { STUDIO_MESSAGES, type UpdateCourseBody } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { assertVersion, isUniqueViolation, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { assertCanEditCourse } from './policy.ts';
import { existingToolIds, listCourseTools, replaceCourseTools, slugTakenByOther, updateCourseRow, type CourseRow } from './queries/courses.ts';
import { listItemsOfCourse } from './queries/structure.ts';
import { needsDuration } from './video-durations.ts';

type Body = Omit<UpdateCourseBody, 'version'>;

/**
 * PATCH /api/admin/courses/{id} (issue 13 items 2, 7): any editable field; rich text sanitised.
 * 409 STALE_VERSION when `expected` is not the stored version, 409 SLUG_TAKEN for a slug of
 * another course, 422 `tool_ids` for an unknown tool, 422 `sequential` when it is switched on while
 * an uploaded or YouTube video has no length (decision 241). One transaction with the course row
 * locked and an audit row holding before/after.
 */
export async function updateCourse(db: Db, opts: { actor: Actor; courseId: number; body: Body; expected: number | undefined; now: Date }): Promise<CourseRow> {
  const b = opts.body;
  try {
    return await db.transaction(async (tx) => {
      const before = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
      assertVersion(before.version, opts.expected);
      if (b.slug !== undefined && (await slugTakenByOther(tx, b.slug, before.id))) throw conflict(STUDIO_MESSAGES.slugTaken, 'SLUG_TAKEN');
      if (b.tool_ids) {
        const known = await existingToolIds(tx, b.tool_ids);
        if (b.tool_ids.some((id) => !known.has(id)) || new Set(b.tool_ids).size !== b.tool_ids.length) throw fieldError('tool_ids', STUDIO_MESSAGES.toolUnknown);
      }
      if (b.sequential && !before.sequential && (await listItemsOfCourse(tx, before.id)).some(needsDuration)) {
        throw fieldError('sequential', STUDIO_MESSAGES.videoDurationRequired, 'VIDEO_DURATION_REQUIRED');
      }
      const toolsBefore = b.tool_ids ? await listCourseTools(tx, before.id) : undefined;
      const after = await updateCourseRow(
        tx,
        before.id,
        {
          ...(b.kind !== undefined ? { kind: b.kind } : {}),
          ...(b.title !== undefined ? { title: b.title } : {}),
          ...(b.slug !== undefined ? { slug: b.slug } : {}),
          ...(b.description !== undefined ? { description: sanitizeRichText(b.description) } : {}),
          ...(b.thumbnail !== undefined ? { thumbnail: b.thumbnail } : {}),
          ...(b.duration_hours !== undefined ? { durationHours: b.duration_hours } : {}),
          ...(b.group_whatsapp !== undefined ? { groupWhatsapp: b.group_whatsapp } : {}),
          ...(b.prakerja_course_code !== undefined ? { prakerjaCourseCode: b.prakerja_course_code || null } : {}),
          ...(b.sequential !== undefined ? { sequential: b.sequential } : {}),
        },
        opts.now,
      );
      if (b.tool_ids) await replaceCourseTools(tx, before.id, b.tool_ids);
      await auditWrite(tx, opts.actor, {
        action: 'course.update',
        entityType: 'course',
        entityId: before.id,
        before: { ...before, ...(toolsBefore ? { tool_ids: toolsBefore.map((t) => t.id) } : {}) },
        after: { ...after, ...(b.tool_ids ? { tool_ids: b.tool_ids } : {}) },
      });
      return after;
    });
  } catch (err) {
    if (!(err instanceof AppError) && isUniqueViolation(err)) throw conflict(STUDIO_MESSAGES.slugTaken, 'SLUG_TAKEN');
    throw err;
  }
}
