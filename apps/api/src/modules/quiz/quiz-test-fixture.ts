import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { courses, enrolments, items, materials, quizAnswers, quizQuestions, quizzes, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';

/**
 * Test data for the quiz tests (not used by the product): a course of its own with a quiz item
 * (plus a text item, so finishing the quiz does not complete the course) and learners with
 * sessions. Question HTML is written raw here on purpose, to prove it is sanitised on the way out.
 */

export type QuizFixture = {
  courseId: number;
  itemId: number;
  quizId: number;
  questions: { id: number; answerIds: number[]; correctId: number; wrongId: number }[];
};

export async function createQuizFixture(
  db: Db,
  opts: { questions?: number; targetScore?: number; opportunity?: number; durationMinutes?: number } = {},
): Promise<QuizFixture> {
  const slug = `quiz-test-${randomUUID().slice(0, 8)}`;
  const [course] = await db.insert(courses).values({ kind: 'learning_video', slug, title: `Kelas ${slug}` }).returning({ id: courses.id });
  const [material] = await db.insert(materials).values({ courseId: course!.id, title: 'Bab 1', position: 0 }).returning({ id: materials.id });
  const [item] = await db
    .insert(items)
    .values({ materialId: material!.id, courseId: course!.id, title: 'Pre Test', itemType: 'quiz', position: 0 })
    .returning({ id: items.id });
  await db.insert(items).values({ materialId: material!.id, courseId: course!.id, title: 'Selamat Datang', itemType: 'text', position: 1 });
  const [quiz] = await db
    .insert(quizzes)
    .values({ itemId: item!.id, targetScore: opts.targetScore ?? 70, opportunity: opts.opportunity ?? 3, durationMinutes: opts.durationMinutes ?? 15 })
    .returning({ id: quizzes.id });
  const questions: QuizFixture['questions'] = [];
  for (let i = 0; i < (opts.questions ?? 5); i++) {
    const [q] = await db
      .insert(quizQuestions)
      .values({ quizId: quiz!.id, question: `<p>Soal <b>${i + 1}</b></p><script>alert(${i})</script>`, position: i })
      .returning({ id: quizQuestions.id });
    const correctIndex = i % 4;
    const answers = await db
      .insert(quizAnswers)
      .values([0, 1, 2, 3].map((j) => ({ questionId: q!.id, answer: `<p>Pilihan ${j + 1}</p><img src="x" onerror="alert(1)">`, isCorrect: j === correctIndex, position: j })))
      .returning({ id: quizAnswers.id });
    const ids = answers.map((a) => a.id);
    questions.push({ id: q!.id, answerIds: ids, correctId: ids[correctIndex]!, wrongId: ids[(correctIndex + 1) % 4]! });
  }
  return { courseId: course!.id, itemId: item!.id, quizId: quiz!.id, questions };
}

/** A verified learner with a live session, enrolled in `courseId` when given. */
export async function createLearner(db: Db, opts: { courseId?: number; now?: Date } = {}): Promise<{ userId: number; token: string }> {
  const email = `quiz-${randomUUID().slice(0, 12)}@example.com`;
  const [user] = await db.insert(users).values({ name: 'Quiz Tester', email, emailVerifiedAt: new Date() }).returning({ id: users.id });
  if (opts.courseId) await db.insert(enrolments).values({ userId: user!.id, courseId: opts.courseId, source: 'admin' });
  const token = await createSession(db, { userId: user!.id, days: 1, ...(opts.now ? { now: opts.now } : {}) });
  return { userId: user!.id, token };
}
