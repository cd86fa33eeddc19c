import { slugify, type CreateCourseBody } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { readCourseRights } from '../settings/read-academy-settings.ts';
import type { Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { mayUseRight } from './policy.ts';
import { addCourseAuthor, insertCourse, lockSlugs, slugsLike, type CourseRow } from './queries/courses.ts';

/** The first free slug of `base`, `base-2`, `base-3`, … */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates a draft course (POST /api/admin/courses): slug from the title (made
 * unique with -2, -3, …, never a slug another course had), description sanitised. An author who
 * creates a course is assigned to it. 403 CREATE_NOT_ALLOWED when the academy's course rights do
 * not let the actor's roles create (decision 265). One transaction with an audit row.
 */
export async function createCourse(db: Db, opts: { actor: Actor; body: Required<Pick<CreateCourseBody, 'kind' | 'title'>> & { description?: string | undefined }; now: Date }): Promise<CourseRow> {
  const base = slugify(opts.body.title);
  if (!mayUseRight(opts.actor, (await readCourseRights(db)).create_roles)) throw new AppError(403, STUDIO_MESSAGES.createNotAllowed, 'CREATE_NOT_ALLOWED');
  for (let attempt = 0; ; attempt++) {
    const created = await db.transaction(async (tx) => {
      await lockSlugs(tx);
      const slug = freeSlug(base, await slugsLike(tx, base));
      const course = await insertCourse(tx, {
        kind: opts.body.kind,
        title: opts.body.title,
        slug,
        description: sanitizeRichText(opts.body.description ?? ''),
        status: 'draft',
        createdAt: opts.now,
        updatedAt: opts.now,
      });
      if (!course) return null;
      if (!opts.actor.isAdmin) await addCourseAuthor(tx, course.id, opts.actor.id);
      await auditWrite(tx, opts.actor, { action: 'course.create', entityType: 'course', entityId: course.id, after: course });
      return course;
    });
    if (created) return created;
    if (attempt >= 5) throw new Error('createCourse: no free slug after retries');
  }
}
