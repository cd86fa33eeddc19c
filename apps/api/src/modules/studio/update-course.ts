import type { CourseTestimonial } from '@kelas/contracts/course-page';
import { STUDIO_MESSAGES, type UpdateCourseBody } from '@kelas/contracts/studio';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, fieldError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { assertVersion, isUniqueViolation, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { loadCourseTree } from './load-course-tree.ts';
import { assertCanEditCourse } from './policy.ts';
import { publishMissing } from './publish-checks.ts';
import { existingToolIds, listCourseTools, lockSlugs, replaceCourseTools, retireSlug, slugTakenByOther, updateCourseRow, type CourseRow } from './queries/courses.ts';
import { hasPaidPackageOnSale, listItemsOfCourse } from './queries/structure.ts';
import { needsDuration } from './video-durations.ts';

type Body = Omit<UpdateCourseBody, 'version'>;

/**
 * Testimonials as stored: staff-typed, with the time their consent was recorded; an entry that
 * was already there (same name and words) keeps its first consent time.
 */
function storedTestimonials(input: NonNullable<Body['testimonials']>, before: CourseTestimonial[], now: Date): CourseTestimonial[] {
  return input.map((t) => {
    const role = t.role ?? '';
    const kept = before.find((b) => b.name === t.name && b.quote === t.quote);
    return { source: 'staff', name: t.name, role, quote: t.quote, consent: true, consented_at: kept?.consented_at ?? now.toISOString() };
  });
}

/**
 * 422 PUBLISHED_INCOMPLETE when a published course would no longer pass the publish checklist
 * after this write (decision 260): checked in the write's transaction, which it then undoes.
 */
export async function assertStillPublishable(tx: DbOrTx, course: CourseRow): Promise<void> {
  if (course.status !== 'published') return;
  const missing = publishMissing(await loadCourseTree(tx, course.id));
  if (Object.keys(missing).length) throw new AppError(422, STUDIO_MESSAGES.publishedIncomplete, 'PUBLISHED_INCOMPLETE', missing);
}

/**
 * PATCH /api/admin/courses/{id} (decisions 260, 262): any editable field;
 * rich text sanitised; highlights, careers and testimonials replace the stored lists.
 * - A published course's kind or slug changes only with `confirm` (`?confirm=true`): 409
 *   CONFIRM_REQUIRED otherwise. The old slug is kept as a former slug (GET /api/courses/{old}
 *   answers 301); a slug another course has or had is 409 SLUG_TAKEN. A published course with
 *   paid packages on sale cannot become a free class: 409 FREE_CLASS_HAS_PRICES.
 * - A published course must still pass the publish checklist after the write: 422
 *   PUBLISHED_INCOMPLETE with `errors` naming what is missing, nothing written.
 * 409 STALE_VERSION when `expected` is not the stored version, 422 `tool_ids` for an unknown tool,
 * 422 `sequential` when it is switched on while an uploaded or YouTube video has no length
 * (decision 241). One transaction with the course row locked and an audit row holding before/after.
 */
export async function updateCourse(db: Db, opts: { actor: Actor; courseId: number; body: Body; expected: number | undefined; confirm?: boolean; now: Date }): Promise<CourseRow> {
  const b = opts.body;
  try {
    return await db.transaction(async (tx) => {
      const before = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
      assertVersion(before.version, opts.expected);
      const slugChanges = b.slug !== undefined && b.slug !== before.slug;
      const kindChanges = b.kind !== undefined && b.kind !== before.kind;
      if (before.status === 'published' && (slugChanges || kindChanges) && !opts.confirm) throw conflict(STUDIO_MESSAGES.publicChangeNeedsConfirm, 'CONFIRM_REQUIRED');
      // A free class is not sold (decision 255): a live course with paid packages on sale would
      // show 'Coming Soon' beside its price, unbuyable.
      if (before.status === 'published' && kindChanges && b.kind === 'free_class' && (await hasPaidPackageOnSale(tx, before.id))) {
        throw conflict(STUDIO_MESSAGES.freeClassHasPrices, 'FREE_CLASS_HAS_PRICES');
      }
      if (slugChanges) {
        await lockSlugs(tx);
        if (await slugTakenByOther(tx, b.slug!, before.id)) throw conflict(STUDIO_MESSAGES.slugTaken, 'SLUG_TAKEN');
      }
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
          ...(b.recording_makeup !== undefined ? { recordingMakeup: b.recording_makeup } : {}),
          ...(b.highlights !== undefined ? { highlights: b.highlights } : {}),
          ...(b.careers !== undefined ? { careers: b.careers.map((c) => ({ title: c.title, salary_from: c.salary_from ?? null, salary_to: c.salary_to ?? null })) } : {}),
          ...(b.testimonials !== undefined ? { testimonials: storedTestimonials(b.testimonials, before.testimonials, opts.now) } : {}),
        },
        opts.now,
      );
      if (slugChanges) await retireSlug(tx, { courseId: before.id, slug: before.slug, next: after.slug, now: opts.now });
      if (b.tool_ids) await replaceCourseTools(tx, before.id, b.tool_ids);
      await assertStillPublishable(tx, after);
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
