import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { QUIZ_CSV_HEADER, QuizQuestionInputSchema, STUDIO_LIMITS, STUDIO_MESSAGES, csvRowKey, type QuizQuestionInput } from '@kelas/contracts/studio';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { EditorQuestion } from './queries/quiz.ts';

/**
 * Quiz questions ↔ CSV. Columns QUIZ_CSV_HEADER: `question`, `type` (`single` or
 * `multiple`; decision 243), `correct` (answer numbers 1..10 separated by `;`), `answer_1` …
 * `answer_10` (empty cells end the answers). An import may leave out the `type` column (the CSVs
 * written before it) or a type cell: one correct answer is then `single`, several `multiple`.
 */

/** The CSV of live questions (header line, one row per question, CRLF line ends as spreadsheets expect). */
export function questionsToCsv(questions: EditorQuestion[]): string {
  const rows = questions.map((q) => {
    const answers = q.answers.map((a) => a.answer);
    const correct = q.answers.flatMap((a, i) => (a.isCorrect ? [String(i + 1)] : [])).join(';');
    return [q.question, q.type, correct, ...answers, ...Array<string>(STUDIO_LIMITS.answersMax - answers.length).fill('')];
  });
  return stringify([[...QUIZ_CSV_HEADER], ...rows], { record_delimiter: 'windows' });
}

/**
 * The questions of a CSV, or 422: `csvInvalid` (not CSV), `csvHeader` (row 1), `csvEmpty`, or
 * `csvRowErrors` with `errors: { 'baris N': [...] }` for EVERY bad row (row 1 = header). Nothing
 * is returned unless every row is good, so a caller imports all or nothing.
 */
export function parseQuestionsCsv(text: string): QuizQuestionInput[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw fieldError('csv', STUDIO_MESSAGES.csvInvalid, 'CSV_INVALID');
  }
  const [header, ...rows] = records;
  if (!header) throw fieldError('csv', STUDIO_MESSAGES.csvEmpty, 'CSV_EMPTY');
  const names = header.map((h) => h.toLowerCase());
  // With the type column the answers start one cell later.
  const typed = names[1] === 'type';
  const first = typed ? 3 : 2;
  if (names.length < first + 2 || names[0] !== 'question' || names[first - 1] !== 'correct' || names.slice(first).some((h, i) => h !== `answer_${i + 1}`)) {
    throw new AppError(422, STUDIO_MESSAGES.csvHeader, 'CSV_HEADER', { [csvRowKey(1)]: [STUDIO_MESSAGES.csvHeader] });
  }
  if (!rows.length) throw fieldError('csv', STUDIO_MESSAGES.csvEmpty, 'CSV_EMPTY');
  const errors: Record<string, string[]> = {};
  const out: QuizQuestionInput[] = [];
  rows.forEach((cells, i) => {
    const key = csvRowKey(i + 2);
    const answers = cells.slice(first, first + STUDIO_LIMITS.answersMax);
    while (answers.length && answers.at(-1) === '') answers.pop();
    if (cells.slice(first + STUDIO_LIMITS.answersMax).some((c) => c !== '')) (errors[key] ??= []).push(STUDIO_MESSAGES.answersCount);
    const correctCell = cells[first - 1] ?? '';
    const correct = correctCell.split(/[;,\s]+/).filter(Boolean);
    if (correct.some((c) => !/^\d+$/.test(c) || Number(c) < 1 || Number(c) > answers.length)) (errors[key] ??= []).push(STUDIO_MESSAGES.noCorrectAnswer);
    const typeCell = typed ? (cells[1] ?? '').toLowerCase() : '';
    const type = typeCell || (new Set(correct).size > 1 ? 'multiple' : 'single');
    const parsed = QuizQuestionInputSchema.safeParse({
      question: cells[0] ?? '',
      type,
      answers: answers.map((answer, n) => ({ answer, is_correct: correct.includes(String(n + 1)) })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) if (!errors[key]?.includes(issue.message)) (errors[key] ??= []).push(issue.message);
    } else if (!errors[key]) {
      out.push(parsed.data);
    }
  });
  if (Object.keys(errors).length) throw new AppError(422, STUDIO_MESSAGES.csvRowErrors, 'CSV_ROWS', errors);
  if (out.length > STUDIO_LIMITS.questionsMax) throw fieldError('csv', `Maksimal ${STUDIO_LIMITS.questionsMax} pertanyaan.`);
  return out;
}
