import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { enrolments, quizAttempts, quizResponses, users } from '../../src/db/schema/index.ts';
import { createLearner, createQuizFixture, type QuizFixture } from '../../src/modules/quiz/quiz-test-fixture.ts';

/**
 * A write load for the crash tests: learners who, as fast as the server lets
 * them, answer quiz questions (each answer a new row), rename themselves, upload avatars and
 * claim a voucher (an enrolment). Every 2xx is recorded, so that after a crash we can check that
 * every acknowledged write is in the database.
 */
export type LoadLearner = { userId: number; token: string; attemptId: number };
export type LoadFixture = { quiz: QuizFixture; learners: LoadLearner[] };

/** Writes the quiz (many questions, a day to answer) and `count` enrolled learners with open attempts. */
export async function prepareWriteLoad(db: Db, opts: { learners: number; questions: number }): Promise<LoadFixture> {
  const quiz = await createQuizFixture(db, { questions: opts.questions, durationMinutes: 24 * 60 });
  const learners: LoadLearner[] = [];
  for (let i = 0; i < opts.learners; i++) {
    const { userId, token } = await createLearner(db, { courseId: quiz.courseId });
    const [attempt] = await db
      .insert(quizAttempts)
      .values({ quizId: quiz.quizId, userId, attemptNo: 1, status: 'in_progress', deadlineAt: new Date(Date.now() + 24 * 3600 * 1000) })
      .returning({ id: quizAttempts.id });
    learners.push({ userId, token, attemptId: attempt!.id });
  }
  return { quiz, learners };
}

export type Acks = {
  answers: { attemptId: number; questionId: number; answerId: number }[];
  /** Highest acknowledged name counter per user. */
  names: Map<number, number>;
  /** Highest acknowledged avatar counter per user. */
  avatars: Map<number, number>;
  enrolled: Set<number>;
  /** Non-2xx answers other than connection errors (must stay 0: a crash is not a 500). */
  failures: string[];
};

/** `Beban` + the counter in letters (names allow no digits), fixed width so that order is kept: 1 → 'Beban aaab'. */
export function counterName(counter: number): string {
  let letters = '';
  for (let n = counter, i = 0; i < 4; i++, n = Math.floor(n / 26)) letters = String.fromCharCode(97 + (n % 26)) + letters;
  return `Beban ${letters}`;
}

function nameCounter(name: string): number {
  const m = /^Beban ([a-z]{4})$/.exec(name);
  return m ? [...m[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 97, 0) : 0;
}

const AVATAR_BYTES = 64 * 1024;
/** A whole 1 × 1 PNG: the server reads the header of an avatar before it stores it. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** Where an avatar body carries its counter: right after the PNG's end. */
const COUNTER_AT = PNG_1X1.length;
/** A 1 × 1 PNG padded to 64 KiB, carrying `counter` in the 4 bytes after its end (an image reader stops at IEND). */
export function avatarBytes(counter: number): Buffer {
  const b = Buffer.alloc(AVATAR_BYTES, counter % 251);
  PNG_1X1.copy(b, 0);
  b.writeUInt32BE(counter, COUNTER_AT);
  return b;
}

/**
 * Starts the load against `baseUrl`; it runs until `signal` aborts or the server stops answering.
 * Kinds: 'quiz' only quiz answers; 'all' rotates quiz answer, name, avatar, and one voucher claim
 * each. `acks` fills as answers come; `done` resolves with it when every learner has stopped.
 */
export function startWriteLoad(
  baseUrl: string,
  fixture: LoadFixture,
  opts: { kinds: 'quiz' | 'all'; signal: AbortSignal; voucherCode?: string },
): { acks: Acks; done: Promise<Acks> } {
  const acks: Acks = { answers: [], names: new Map(), avatars: new Map(), enrolled: new Set(), failures: [] };
  const questions = fixture.quiz.questions;
  const worker = async (learner: LoadLearner, index: number) => {
    const auth = { authorization: `Bearer ${learner.token}` };
    for (let k = 0; !opts.signal.aborted; k++) {
      const kind = opts.kinds === 'quiz' ? 0 : k % 4;
      const counter = k + 1;
      try {
        if (kind === 0 || (kind === 3 && acks.enrolled.has(learner.userId)) || (kind === 3 && !opts.voucherCode)) {
          const q = questions[(k + index) % questions.length]!;
          const answerId = q.answerIds[counter % q.answerIds.length]!;
          if (acks.answers.some((a) => a.attemptId === learner.attemptId && a.questionId === q.id)) {
            // Each question once per learner: every acknowledged answer is its own row.
            if (k >= questions.length * 2) break;
            continue;
          }
          const res = await fetch(`${baseUrl}/api/course/quiz/answer`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ log_id: learner.attemptId, quiz_id: q.id, answer_id: answerId }),
          });
          if (res.ok) acks.answers.push({ attemptId: learner.attemptId, questionId: q.id, answerId });
          else acks.failures.push(`answer ${res.status} ${await res.text()}`);
        } else if (kind === 1) {
          const res = await fetch(`${baseUrl}/api/profile`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name: counterName(counter), phone: '081234567890', gender: 'male', birth_date: '1990-05-17' }),
          });
          if (res.ok) acks.names.set(learner.userId, Math.max(acks.names.get(learner.userId) ?? 0, counter));
          else acks.failures.push(`profile ${res.status} ${await res.text()}`);
        } else if (kind === 2) {
          const form = new FormData();
          form.append('avatar', new Blob([new Uint8Array(avatarBytes(counter))], { type: 'image/png' }), 'a.png');
          const res = await fetch(`${baseUrl}/api/profile/avatar`, { method: 'POST', headers: auth, body: form });
          if (res.ok) acks.avatars.set(learner.userId, Math.max(acks.avatars.get(learner.userId) ?? 0, counter));
          else acks.failures.push(`avatar ${res.status} ${await res.text()}`);
        } else {
          const res = await fetch(`${baseUrl}/api/course/claim`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ voucher_code: opts.voucherCode }),
          });
          if (res.ok) acks.enrolled.add(learner.userId);
          else acks.failures.push(`claim ${res.status} ${await res.text()}`);
        }
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  const done = Promise.all(fixture.learners.map((l, i) => worker(l, i))).then(() => acks);
  return { acks, done };
}

/** Resolves once `enough(acks)` holds (checked every 100 ms) or after `limitMs`; the load keeps running. */
export async function loadUntil(acks: Acks, enough: (a: Acks) => boolean, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!enough(acks) && Date.now() - started < limitMs) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Checks, on the database after the crash, that every acknowledged write is there: each answer
 * row; each learner's name and avatar at least as new as the last acknowledged one (a later
 * unacknowledged write may have landed too); the voucher enrolments. Every avatar the users
 * point at is a whole file. Returns the problems (empty = nothing lost).
 */
export async function verifyWriteLoad(db: Db, fixture: LoadFixture, acks: Acks, storageRoot: string): Promise<string[]> {
  const problems: string[] = [];
  const attemptIds = fixture.learners.map((l) => l.attemptId);
  const rows = await db.select().from(quizResponses).where(inArray(quizResponses.attemptId, attemptIds));
  const stored = new Set(rows.map((r) => `${r.attemptId}:${r.questionId}:${r.answerId}`));
  for (const a of acks.answers) if (!stored.has(`${a.attemptId}:${a.questionId}:${a.answerId}`)) problems.push(`answer lost ${JSON.stringify(a)}`);

  const people = await db.select({ id: users.id, name: users.name, avatar: users.avatar }).from(users).where(inArray(users.id, fixture.learners.map((l) => l.userId)));
  for (const p of people) {
    const name = acks.names.get(p.id);
    if (name && nameCounter(p.name) < name) problems.push(`user ${p.id} name ${p.name}, acknowledged ${counterName(name)}`);
    const avatar = acks.avatars.get(p.id);
    if (avatar) {
      const file = p.avatar ? path.join(storageRoot, 'public', p.avatar) : '';
      const bytes = file && fs.existsSync(file) ? fs.readFileSync(file) : null;
      if (!bytes) problems.push(`user ${p.id} avatar ${p.avatar} missing, acknowledged #${avatar}`);
      else if (bytes.length !== AVATAR_BYTES || !bytes.equals(avatarBytes(bytes.readUInt32BE(COUNTER_AT)))) problems.push(`user ${p.id} avatar ${p.avatar} is not whole`);
      else if (bytes.readUInt32BE(COUNTER_AT) < avatar) problems.push(`user ${p.id} avatar #${bytes.readUInt32BE(COUNTER_AT)}, acknowledged #${avatar}`);
    }
  }
  if (acks.enrolled.size > 0) {
    const enrolled = await db
      .select({ userId: enrolments.userId })
      .from(enrolments)
      .where(and(inArray(enrolments.userId, [...acks.enrolled]), eq(enrolments.source, 'voucher')));
    const have = new Set(enrolled.map((e) => e.userId));
    for (const u of acks.enrolled) if (!have.has(u)) problems.push(`enrolment of user ${u} lost`);
  }
  return problems;
}

/** Temporary files of unfinished uploads under `storageRoot` (there must be none after a restart). */
export function leftoverTempFiles(storageRoot: string): string[] {
  if (!fs.existsSync(storageRoot)) return [];
  return (fs.readdirSync(storageRoot, { recursive: true }) as string[]).filter((f) => f.endsWith('.tmp'));
}
