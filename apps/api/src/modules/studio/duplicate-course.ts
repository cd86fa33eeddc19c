import { slugify, STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCourseRights } from '../settings/read-academy-settings.ts';
import type { Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { copyChapter, copyTitle } from './copy-structure.ts';
import { freeSlug } from './create-course.ts';
import { assertCanEditCourse, mayUseRight } from './policy.ts';
import {
  addCourseAuthor,
  insertCourse,
  listCourseAuthors,
  listCourseMentors,
  listCourseTools,
  lockSlugs,
  replaceCourseAuthors,
  replaceCourseMentors,
  replaceCourseTools,
  slugsLike,
  type CourseRow,
} from './queries/courses.ts';
import { insertPackage, listChapters, listPackages, listPricesOf, replacePrices } from './queries/structure.ts';

/**
 * POST /api/admin/courses/{id}/duplicate (decision 270): a new draft '… (Salinan)' with a new unique
 * slug (from the new title, -2, -3, … when taken, never another course's former slug), copying the
 * course's texts, thumbnail, order setting, tools, mentors and authors (and the author who asks),
 * its price packages with their prices and visibility, its chapters and items (detail, quiz settings,
 * live questions and answers). Never copied: enrolments, orders, progress, attempts, submissions,
 * reviews (the rating starts at 0), certificates, vouchers and promo codes, former slugs, the
 * programme course code and the testimonials (learners consented for the original course).
 * 404 unknown course, 403 not its author, 403 CREATE_NOT_ALLOWED when the actor may not create
 * courses (decision 265). One transaction with an audit row `course.duplicate`.
 */
export async function duplicateCourse(db: Db, opts: { actor: Actor; courseId: number; now: Date }): Promise<CourseRow> {
  if (!mayUseRight(opts.actor, (await readCourseRights(db)).create_roles)) throw new AppError(403, STUDIO_MESSAGES.createNotAllowed, 'CREATE_NOT_ALLOWED');
  return db.transaction(async (tx) => {
    const source = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    const title = copyTitle(source.title);
    await lockSlugs(tx);
    const base = slugify(title);
    const copy = await insertCourse(tx, {
      kind: source.kind,
      title,
      slug: freeSlug(base, await slugsLike(tx, base)),
      description: source.description,
      thumbnail: source.thumbnail,
      durationHours: source.durationHours,
      groupWhatsapp: source.groupWhatsapp,
      sequential: source.sequential,
      recordingMakeup: source.recordingMakeup,
      highlights: source.highlights,
      careers: source.careers,
      status: 'draft',
      createdAt: opts.now,
      updatedAt: opts.now,
    });
    // The slug lock is held, so the slug cannot have been taken meanwhile.
    if (!copy) throw new Error('duplicateCourse: slug taken under the slug lock');

    // One after the other: a transaction is one connection, which runs one query at a time.
    const tools = await listCourseTools(tx, source.id);
    const mentors = await listCourseMentors(tx, source.id);
    const authors = await listCourseAuthors(tx, source.id);
    await replaceCourseTools(tx, copy.id, tools.map((x) => x.id));
    await replaceCourseMentors(tx, copy.id, mentors.map((x) => x.id));
    await replaceCourseAuthors(tx, copy.id, authors.map((x) => x.id));
    if (!opts.actor.isAdmin) await addCourseAuthor(tx, copy.id, opts.actor.id);

    const packages = await listPackages(tx, source.id);
    const prices = await listPricesOf(tx, packages.map((p) => p.id));
    for (const p of packages) {
      const pkg = await insertPackage(tx, { courseId: copy.id, name: p.name, benefits: p.benefits, onSale: p.onSale });
      await replacePrices(tx, pkg.id, prices.filter((x) => x.packageId === p.id).map((x) => ({ price: x.price, discount: x.discount })));
    }
    for (const chapter of await listChapters(tx, source.id)) await copyChapter(tx, chapter, { courseId: copy.id, title: chapter.title });

    await auditWrite(tx, opts.actor, { action: 'course.duplicate', entityType: 'course', entityId: copy.id, before: { source_id: source.id }, after: copy });
    return copy;
  });
}
