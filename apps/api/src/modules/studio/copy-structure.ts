import { STUDIO_LIMITS, STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { DbOrTx } from '../../db/client.ts';
import { findQuizByItem, insertQuestions, insertQuizCopy, listEditorQuestions } from './queries/quiz.ts';
import { insertChapter, insertItem, listItemsOfCourse, type ChapterRow, type ItemRow } from './queries/structure.ts';

/** `title (Salinan)`, the title shortened first when the two would pass the title limit. */
export function copyTitle(title: string): string {
  const suffix = ` ${STUDIO_MESSAGES.copySuffix}`;
  return `${title.slice(0, STUDIO_LIMITS.titleMax - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Copies one item into `chapter` (appended last): title, type, detail, programme session and drip rule; a quiz
 * item also gets its quiz settings and live questions with their answers (retired questions belong
 * to old attempts and stay behind). Learners' records (progress, attempts, submissions) are never
 * copied. Runs in the caller's transaction.
 */
async function copyItem(tx: DbOrTx, source: ItemRow, chapter: ChapterRow): Promise<ItemRow> {
  const copy = await insertItem(tx, {
    materialId: chapter.id,
    courseId: chapter.courseId,
    title: source.title,
    itemType: source.itemType,
    detail: source.detail,
    prakerjaSequence: source.prakerjaSequence,
    releaseAfterDays: source.releaseAfterDays,
    releaseAt: source.releaseAt,
  });
  if (source.itemType === 'quiz') {
    const quiz = await findQuizByItem(tx, source.id);
    if (quiz) {
      const newQuiz = await insertQuizCopy(tx, copy.id, quiz);
      const questions = await listEditorQuestions(tx, quiz.id);
      await insertQuestions(tx, newQuiz.id, questions.map((q) => ({ question: q.question, type: q.type, answers: q.answers.map((a) => ({ answer: a.answer, isCorrect: a.isCorrect })) })));
    }
  }
  return copy;
}

/**
 * Copies a chapter with its items (in order) into course `courseId`, appended last, titled `title`.
 * Returns the new chapter and items. Runs in the caller's transaction.
 */
export async function copyChapter(tx: DbOrTx, source: ChapterRow, target: { courseId: number; title: string }): Promise<{ chapter: ChapterRow; items: ItemRow[] }> {
  const chapter = await insertChapter(tx, {
    courseId: target.courseId,
    title: target.title,
    prakerjaSequence: source.prakerjaSequence,
    releaseAfterDays: source.releaseAfterDays,
    releaseAt: source.releaseAt,
  });
  const sourceItems = (await listItemsOfCourse(tx, source.courseId)).filter((i) => i.materialId === source.id);
  const items: ItemRow[] = [];
  for (const item of sourceItems) items.push(await copyItem(tx, item, chapter));
  return { chapter, items };
}
