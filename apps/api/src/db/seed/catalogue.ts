import { eq, inArray } from 'drizzle-orm';
import { kindToName } from '@kelas/contracts/catalogue';
import type { DbOrTx } from '../client.ts';
import {
  courseMentors,
  courses,
  courseTools,
  items,
  materials,
  mentors,
  pricePackages,
  prices,
  quizAnswers,
  quizQuestions,
  quizzes,
  tools,
} from '../schema/index.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { createEnrolment } from '../../modules/programs/create-enrolment.ts';
import { renderDocument } from './assets/pdf.ts';
import { avatarSvg, thumbnailSvg, toolIconSvg } from './assets/svg.ts';
import { COURSES } from './content/index.ts';
import { MENTORS, TOOLS } from './content/people-and-tools.ts';
import type { CourseSeed, ItemSeed, QuizQuestionSeed } from './content/types.ts';
import type { SeedContext } from './seed.ts';
import type { DemoUserIds } from './users.ts';

/** Storage paths as stored in the database (served at /storage/{path}; written under public/). */
export const thumbnailPath = (slug: string) => `thumbnails/${slug}.svg`;
export const avatarPath = (key: string) => `avatars/${key}.svg`;
export const toolIconPath = (key: string) => `tools/${key}.svg`;
export const documentPath = (slug: string, name: string) => `documents/${slug}/${name}.pdf`;
export const assetPath = (slug: string, n: number) => documentPath(slug, `aset-tpm-${n}`);

/** The quiz settings every seeded quiz uses (brief of issue 2). */
const QUIZ_SETTINGS = { targetScore: 70, opportunity: 3, durationMinutes: 15 };

/**
 * Seeds the catalogue (decision 021): tools, mentors (the demo mentor linked to mentor@example.com),
 * every course of `content/` with thumbnails, price packages, chapters, items (with their PDFs),
 * quizzes, and the demo learner's enrolments. Idempotent: tools and mentors are matched by name,
 * courses by slug, and every child by its position, so a second run updates rows in place (ids,
 * learner progress and orders stay valid) and creates nothing new.
 */
export async function seedCatalogue(ctx: SeedContext, users: DemoUserIds): Promise<void> {
  const { db } = ctx;
  await writeCatalogueFiles(ctx);

  const toolIds = new Map<string, number>();
  for (const t of TOOLS) {
    toolIds.set(t.key, await upsertByName(db, 'tools', t.name, { icon: toolIconPath(t.key) }));
  }
  const mentorIds = new Map<string, number>();
  for (const m of MENTORS) {
    const values = { avatar: avatarPath(m.key), profession: m.profession, description: m.description, userId: m.userKey ? users[m.userKey] : null };
    mentorIds.set(m.key, await upsertByName(db, 'mentors', m.name, values));
  }

  for (const course of COURSES) {
    await db.transaction(async (tx) => {
      const courseId = await upsertCourse(tx, course);
      await tx.delete(courseMentors).where(eq(courseMentors.courseId, courseId));
      if (course.mentors.length) {
        await tx.insert(courseMentors).values(course.mentors.map((k, position) => ({ courseId, mentorId: need(mentorIds, k), position })));
      }
      await tx.delete(courseTools).where(eq(courseTools.courseId, courseId));
      if (course.tools.length) {
        await tx.insert(courseTools).values(course.tools.map((k, position) => ({ courseId, toolId: need(toolIds, k), position })));
      }
      await syncPackages(tx, courseId, course);
      await syncChapters(tx, courseId, course);
      if (course.enrolDemoLearner) await createEnrolment(tx, { userId: users.learner, courseId, source: 'admin' });
    });
  }
  ctx.log?.info(`catalogue seeded: ${COURSES.length} courses`);
}

function need(map: Map<string, number>, key: string): number {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: unknown key ${key}`);
  return v;
}

/** Tools and mentors have no unique key in the schema: the seed matches them by name. */
async function upsertByName(
  db: DbOrTx,
  table: 'tools' | 'mentors',
  name: string,
  values: Record<string, unknown>,
): Promise<number> {
  const t = table === 'tools' ? tools : mentors;
  const [found] = await db.select({ id: t.id }).from(t).where(eq(t.name, name)).limit(1);
  if (found) {
    await db.update(t).set(values).where(eq(t.id, found.id));
    return found.id;
  }
  const [row] = await db.insert(t).values({ name, ...values } as typeof tools.$inferInsert & typeof mentors.$inferInsert).returning({ id: t.id });
  return row!.id;
}

/**
 * Writes every public file the seeded rows point at: tool icons, mentor avatars, course
 * thumbnails, reading PDFs and practice assets (under `public/` of the storage driver).
 * Overwrites; the content is generated from `content/`, so a second run writes the same files.
 */
export async function writeCatalogueFiles(ctx: Pick<SeedContext, 'storage'>): Promise<void> {
  const put = (p: string, body: string | Buffer) => ctx.storage.put(`public/${p}`, Buffer.isBuffer(body) ? body : Buffer.from(body));
  for (const t of TOOLS) await put(toolIconPath(t.key), toolIconSvg(t));
  for (const m of MENTORS) await put(avatarPath(m.key), avatarSvg({ name: m.name, from: m.colors[0], to: m.colors[1] }));
  for (const course of COURSES) await writeCourseFiles(put, course);
}

/** Whether the seed's files are in storage (checked by the first course's thumbnail). */
export async function catalogueFilesPresent(ctx: Pick<SeedContext, 'storage'>): Promise<boolean> {
  const first = COURSES[0];
  return !first || (await ctx.storage.exists(`public/${thumbnailPath(first.slug)}`));
}

/** Thumbnail and every PDF of the course (reading documents and practice assets). */
async function writeCourseFiles(put: (p: string, body: string | Buffer) => Promise<number>, course: CourseSeed) {
  const label = kindToName(course.kind);
  await put(thumbnailPath(course.slug), thumbnailSvg({ title: course.title, label, ...course.thumbnail }));
  for (const item of course.chapters.flatMap((c) => c.items)) {
    if (item.type === 'reading') {
      const pdf = await renderDocument({ title: item.pdf.title, subtitle: course.title, label: 'Materi Bacaan', sections: item.pdf.sections });
      await put(documentPath(course.slug, item.pdf.name), pdf);
    } else if (item.type === 'practice') {
      const pdf = await renderDocument({ title: item.asset.title, subtitle: course.title, label: 'Aset TPM', sections: item.asset.sections });
      await put(assetPath(course.slug, item.asset.n), pdf);
    }
  }
}

/** Upserts the course row by slug. purchase_count is set on insert only (enrolments add to it). */
async function upsertCourse(tx: DbOrTx, c: CourseSeed): Promise<number> {
  const values = {
    kind: c.kind,
    title: c.title,
    description: sanitizeRichText(c.description),
    thumbnail: thumbnailPath(c.slug),
    rating: c.rating,
    durationHours: c.durationHours,
    groupWhatsapp: c.groupWhatsapp ?? '',
  };
  const [row] = await tx
    .insert(courses)
    .values({ slug: c.slug, purchaseCount: c.purchaseCount, ...values })
    .onConflictDoUpdate({ target: courses.slug, set: values })
    .returning({ id: courses.id });
  return row!.id;
}

/**
 * Matches wanted children to existing rows by position: updates rows 0..n-1 in place, inserts
 * the missing ones, deletes the rows beyond n. Returns the ids in wanted order.
 */
async function syncByPosition<W>(
  existing: { id: number; position: number }[],
  wanted: W[],
  ops: { insert: (w: W, position: number) => Promise<number>; update: (id: number, w: W, position: number) => Promise<void>; remove: (ids: number[]) => Promise<void> },
): Promise<number[]> {
  const byPosition = new Map<number, number>();
  const extra: number[] = [];
  for (const row of existing) {
    if (row.position < wanted.length && !byPosition.has(row.position)) byPosition.set(row.position, row.id);
    else extra.push(row.id);
  }
  if (extra.length) await ops.remove(extra);
  const ids: number[] = [];
  for (const [position, w] of wanted.entries()) {
    const id = byPosition.get(position);
    if (id !== undefined) {
      await ops.update(id, w, position);
      ids.push(id);
    } else ids.push(await ops.insert(w, position));
  }
  return ids;
}

async function syncPackages(tx: DbOrTx, courseId: number, course: CourseSeed) {
  const existing = await tx.select({ id: pricePackages.id, position: pricePackages.position }).from(pricePackages).where(eq(pricePackages.courseId, courseId));
  const packageIds = await syncByPosition(existing, course.packages, {
    insert: async (p, position) => (await tx.insert(pricePackages).values({ courseId, name: p.name, benefits: p.benefits, position }).returning({ id: pricePackages.id }))[0]!.id,
    update: async (id, p, position) => void (await tx.update(pricePackages).set({ name: p.name, benefits: p.benefits, position }).where(eq(pricePackages.id, id))),
    remove: async (ids) => void (await tx.delete(pricePackages).where(inArray(pricePackages.id, ids))),
  });
  for (const [i, packageId] of packageIds.entries()) {
    const rows = await tx.select({ id: prices.id, position: prices.position }).from(prices).where(eq(prices.packageId, packageId));
    await syncByPosition(rows, course.packages[i]!.prices, {
      insert: async (p, position) => (await tx.insert(prices).values({ packageId, ...p, position }).returning({ id: prices.id }))[0]!.id,
      update: async (id, p, position) => void (await tx.update(prices).set({ ...p, position }).where(eq(prices.id, id))),
      remove: async (ids) => void (await tx.delete(prices).where(inArray(prices.id, ids))),
    });
  }
}

/** The `items.detail` jsonb of each item type (the shapes other features read; decision 021). */
export function itemDetail(slug: string, item: ItemSeed): Record<string, unknown> {
  switch (item.type) {
    case 'reading':
      return { pdf: documentPath(slug, item.pdf.name) };
    case 'topic':
      return { schedule: { webinar_link: item.webinarLink, starts_at: item.startsAt, ends_at: item.endsAt } };
    case 'video':
      return { url: item.url };
    case 'embed':
      return { url: item.url, instruction: item.instruction };
    case 'practice':
      return {
        duration: item.duration,
        instruction: sanitizeRichText(item.instruction),
        objective: sanitizeRichText(item.objective),
        pdf: assetPath(slug, item.asset.n),
      };
    case 'essay':
      return { questions: [...item.questions] };
    case 'text':
    case 'quiz':
      return {};
  }
}

async function syncChapters(tx: DbOrTx, courseId: number, course: CourseSeed) {
  const existing = await tx.select({ id: materials.id, position: materials.position }).from(materials).where(eq(materials.courseId, courseId));
  const materialIds = await syncByPosition(existing, course.chapters, {
    insert: async (c, position) => (await tx.insert(materials).values({ courseId, title: c.title, position }).returning({ id: materials.id }))[0]!.id,
    update: async (id, c, position) => void (await tx.update(materials).set({ title: c.title, position }).where(eq(materials.id, id))),
    remove: async (ids) => void (await tx.delete(materials).where(inArray(materials.id, ids))),
  });
  const existingItems = await tx
    .select({ id: items.id, materialId: items.materialId, position: items.position })
    .from(items)
    .where(eq(items.courseId, courseId));
  for (const [i, materialId] of materialIds.entries()) {
    const wanted = course.chapters[i]!.items;
    const itemIds = await syncByPosition(
      existingItems.filter((r) => r.materialId === materialId),
      wanted,
      {
        insert: async (it, position) =>
          (
            await tx
              .insert(items)
              .values({ materialId, courseId, title: it.title, itemType: it.type, position, detail: itemDetail(course.slug, it) })
              .returning({ id: items.id })
          )[0]!.id,
        update: async (id, it, position) =>
          void (await tx.update(items).set({ title: it.title, itemType: it.type, position, detail: itemDetail(course.slug, it) }).where(eq(items.id, id))),
        remove: async (ids) => void (await tx.delete(items).where(inArray(items.id, ids))),
      },
    );
    const notQuiz: number[] = [];
    for (const [j, itemId] of itemIds.entries()) {
      const it = wanted[j]!;
      if (it.type === 'quiz') await syncQuiz(tx, itemId, it.questions);
      else notQuiz.push(itemId);
    }
    // An item that used to be a quiz loses its quiz content.
    if (notQuiz.length) await tx.delete(quizzes).where(inArray(quizzes.itemId, notQuiz));
  }
}

/** One quiz per quiz item (unique item_id); questions and answers matched by position. */
async function syncQuiz(tx: DbOrTx, itemId: number, questions: QuizQuestionSeed[]) {
  const [quiz] = await tx
    .insert(quizzes)
    .values({ itemId, ...QUIZ_SETTINGS })
    .onConflictDoUpdate({ target: quizzes.itemId, set: QUIZ_SETTINGS })
    .returning({ id: quizzes.id });
  const quizId = quiz!.id;
  const existing = await tx.select({ id: quizQuestions.id, position: quizQuestions.position }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  const questionIds = await syncByPosition(existing, questions, {
    insert: async (q, position) =>
      (await tx.insert(quizQuestions).values({ quizId, question: sanitizeRichText(q.question), position }).returning({ id: quizQuestions.id }))[0]!.id,
    update: async (id, q, position) => void (await tx.update(quizQuestions).set({ question: sanitizeRichText(q.question), position }).where(eq(quizQuestions.id, id))),
    remove: async (ids) => void (await tx.delete(quizQuestions).where(inArray(quizQuestions.id, ids))),
  });
  const answers = await tx
    .select({ id: quizAnswers.id, questionId: quizAnswers.questionId, position: quizAnswers.position })
    .from(quizAnswers)
    .where(inArray(quizAnswers.questionId, questionIds));
  for (const [i, questionId] of questionIds.entries()) {
    const q = questions[i]!;
    const wanted = q.answers.map((answer, k) => ({ answer: sanitizeRichText(answer), isCorrect: k === q.correct }));
    await syncByPosition(
      answers.filter((a) => a.questionId === questionId),
      wanted,
      {
        insert: async (a, position) => (await tx.insert(quizAnswers).values({ questionId, ...a, position }).returning({ id: quizAnswers.id }))[0]!.id,
        update: async (id, a, position) => void (await tx.update(quizAnswers).set({ ...a, position }).where(eq(quizAnswers.id, id))),
        remove: async (ids) => void (await tx.delete(quizAnswers).where(inArray(quizAnswers.id, ids))),
      },
    );
  }
}
