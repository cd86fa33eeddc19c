import { eq } from 'drizzle-orm';
import {
  CreateChapterBodySchema,
  CreateCourseBodySchema,
  CreateItemBodySchema,
  CreatePackageBodySchema,
  PutQuizBodySchema,
  UpdateCourseBodySchema,
} from '@kelas/contracts/studio';
import type { Db } from '../client.ts';
import { courses } from '../schema/index.ts';
import type { Actor } from '../../modules/studio/actor.ts';
import { deleteCourse, publishCourse } from '../../modules/studio/change-course-status.ts';
import { createCourse } from '../../modules/studio/create-course.ts';
import { writeQuiz } from '../../modules/studio/put-quiz.ts';
import { createChapter } from '../../modules/studio/save-chapter.ts';
import { createItem } from '../../modules/studio/save-item.ts';
import { createPackage, updatePackage } from '../../modules/studio/save-package.ts';
import { setCourseStaff } from '../../modules/studio/set-staff.ts';
import { updateCourse } from '../../modules/studio/update-course.ts';
import { createEnrolment } from '../../modules/programs/create-enrolment.ts';
import { DEMO_COURSE_PAGE } from './content/common.ts';
import type { CourseSeed, ItemSeed, QuizQuestionSeed } from './content/types.ts';

/** The quiz settings every seeded quiz uses: pass at 70 %, three attempts, 15 minutes. */
export const SEED_QUIZ_SETTINGS = { target_score: 70, opportunity: 3, duration_minutes: 15 } as const;

/** What a seeded course is built with besides its content: the writing admin and the ids of rows seeded before. */
export type StudioSeedContext = {
  db: Db;
  /** The demo admin: studio writes and their audit rows are theirs. */
  actor: Actor;
  toolIds: Map<string, number>;
  mentorIds: Map<string, number>;
  /** Author accounts assigned to this course (user ids holding the author role). */
  authorIds: number[];
  /** The demo learner, enrolled when the seed says so. */
  learnerId: number;
  /** Public storage paths of the course's generated files. */
  paths: { thumbnail: string; itemDetail: (item: ItemSeed) => Record<string, unknown> };
};

export type SeedOutcome = 'created' | 'kept';

/**
 * Builds one demo course through the studio's own services (decision 134): the
 * same calls, bodies parsed by the same contract schemas, policy checks and audit rows as the
 * studio's API, so staff edit the demo courses like any other. Order: create (draft) → fields →
 * staff → packages → chapters and items → quizzes → publish → enrolment (reviews
 * come later, from seeded learners: `reviews.ts`).
 *
 * Idempotent and safe to re-run: a course whose slug exists and is not a draft is data now and
 * is kept as it is (re-seeding never overwrites studio edits); a draft under a seed slug is what
 * an interrupted seed leaves (the seed publishes every course it finishes, and the studio has
 * no way back to draft), so it is deleted through the studio and built again.
 * Returns whether the course was created or kept. Throws on content the studio refuses.
 */
export async function seedCourseThroughStudio(ctx: StudioSeedContext, seed: CourseSeed): Promise<SeedOutcome> {
  const { db, actor } = ctx;
  const now = () => new Date();
  const [found] = await db.select({ id: courses.id, status: courses.status }).from(courses).where(eq(courses.slug, seed.slug)).limit(1);
  if (found && found.status !== 'draft') return 'kept';
  if (found) await deleteCourse(db, { actor, courseId: found.id });

  const created = await createCourse(db, { actor, body: CreateCourseBodySchema.parse({ kind: seed.kind, title: seed.title, description: seed.description }), now: now() });
  const courseId = created.id;
  const fields = UpdateCourseBodySchema.parse({
    slug: seed.slug,
    thumbnail: ctx.paths.thumbnail,
    duration_hours: seed.durationHours,
    group_whatsapp: seed.groupWhatsapp ?? '',
    tool_ids: seed.tools.map((k) => need(ctx.toolIds, k)),
    ...DEMO_COURSE_PAGE,
  });
  await updateCourse(db, { actor, courseId, body: fields, expected: created.version, now: now() });
  await setCourseStaff(db, { actor, courseId, authorIds: ctx.authorIds, mentorIds: seed.mentors.map((k) => need(ctx.mentorIds, k)), now: now() });

  for (const p of seed.packages) await createPackage(db, { actor, courseId, body: CreatePackageBodySchema.parse(p), now: now() });

  for (const chapter of seed.chapters) {
    const { id: chapterId } = await createChapter(db, { actor, courseId, title: CreateChapterBodySchema.parse({ title: chapter.title }).title, now: now() });
    for (const item of chapter.items) {
      const body = CreateItemBodySchema.parse({ title: item.title, item_type: item.type, detail: ctx.paths.itemDetail(item) });
      const saved = await createItem(db, { actor, chapterId, title: body.title, itemType: body.item_type, detail: body.detail, now: now() });
      if (item.type === 'quiz') {
        const quiz = PutQuizBodySchema.parse({ ...SEED_QUIZ_SETTINGS, completion_rule: item.completionRule ?? 'passed', questions: item.questions.map(quizQuestion) });
        await writeQuiz(db, { actor, itemId: saved.id, settings: quiz, questions: quiz.questions, mode: 'replace', expected: undefined, action: 'quiz.update', now: now() });
      }
    }
  }

  await publishWithPackages(ctx, courseId, seed);
  await db.transaction(async (tx) => {
    // Participants are counted from real enrolments (decision 245).
    if (seed.enrolDemoLearner) await createEnrolment(tx, { userId: ctx.learnerId, courseId, source: 'admin' });
  });
  return 'created';
}

/**
 * Publishing needs a priced package (decision 130). The one demo course without packages on sale
 * (the detail page's 'Ups, daftar harga masih kosong!' state) reaches that state the way staff
 * would: published with a package that is then hidden from sale (the last package of a live
 * course cannot be deleted, decision 261).
 */
async function publishWithPackages(ctx: StudioSeedContext, courseId: number, seed: CourseSeed): Promise<void> {
  const { db, actor } = ctx;
  if (seed.packages.length) {
    await publishCourse(db, { actor, courseId, now: new Date() });
    return;
  }
  const placeholder = await createPackage(db, { actor, courseId, body: { name: 'Sementara', benefits: [], prices: [{ price: 0, discount: 0 }] }, now: new Date() });
  await publishCourse(db, { actor, courseId, now: new Date() });
  await updatePackage(db, { actor, packageId: placeholder.pkg.id, body: { on_sale: false }, expected: undefined, now: new Date() });
}

/** A seeded question (four answers, one correct by index) as the studio's quiz body. */
function quizQuestion(q: QuizQuestionSeed) {
  return { question: q.question, answers: q.answers.map((answer, k) => ({ answer, is_correct: k === q.correct })) };
}

function need(map: Map<string, number>, key: string): number {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: unknown key ${key}`);
  return v;
}

