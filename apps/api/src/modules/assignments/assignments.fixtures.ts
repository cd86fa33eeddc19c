import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  courseMentors,
  courses,
  enrolments,
  items,
  materials,
  mentors,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';

/** Test-only builders for assignment and mentor tests: a course with a practice item, people, sessions. */

export type PracticeCourse = {
  id: number;
  slug: string;
  title: string;
  materialId: number;
  practiceId: number;
  readingId: number;
};

export const PRACTICE_DETAIL = {
  duration: 90,
  instruction: '<p>Kerjakan <strong>tugas</strong> ini.</p><script>alert(1)</script>',
  objective: '<p>Peserta mampu <em>membersihkan</em> data.</p><img src="x" onerror="alert(1)">',
  pdf: 'documents/uji/aset-tpm-1.pdf',
  // The upload completes it (decision 240); the `graded` rule, the default, has its own tests.
  completion_rule: 'submitted',
};

/** A course with one chapter: a reading item and a practice item. */
export async function createPracticeCourse(db: Db, title = 'Kelas Praktik Uji'): Promise<PracticeCourse> {
  const slug = `praktik-uji-${randomUUID().slice(0, 8)}`;
  const [course] = await db
    .insert(courses)
    .values({ kind: 'learning_video', slug, title })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const [m] = await db
    .insert(materials)
    .values({ courseId, title: 'Bab 1', position: 0 })
    .returning({ id: materials.id });
  const materialId = m!.id;
  const [reading] = await db
    .insert(items)
    .values({
      materialId,
      courseId,
      title: 'Modul 1',
      itemType: 'reading',
      position: 0,
      detail: { pdf: 'documents/uji/modul-1.pdf' },
    })
    .returning({ id: items.id });
  const [practice] = await db
    .insert(items)
    .values({
      materialId,
      courseId,
      title: 'Tugas Praktik Mandiri',
      itemType: 'practice',
      position: 1,
      detail: PRACTICE_DETAIL,
    })
    .returning({ id: items.id });
  return { id: courseId, slug, title, materialId, practiceId: practice!.id, readingId: reading!.id };
}

/** A user of any role (no password; tests sign in with `sessionFor`); an admin has two-factor on, as staff routes require. */
export async function createUser(
  db: Db,
  role: 'learner' | 'mentor' | 'admin',
  name = 'Pengguna Uji',
): Promise<{ id: number; email: string; name: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const [u] = await db
    .insert(users)
    // Admins must have two-factor on to use staff routes: a test admin has it.
    .values({ name, email, emailVerifiedAt: new Date(), ...(role === 'admin' ? { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() } : {}) })
    .returning({ id: users.id });
  if (role !== 'learner') await db.insert(userRoles).values({ userId: u!.id, role });
  return { id: u!.id, email, name };
}

export async function enrol(db: Db, userId: number, courseId: number): Promise<void> {
  await db.insert(enrolments).values({ userId, courseId, source: 'admin' }).onConflictDoNothing();
}

/** Links a mentor user to a course (mentors.user_id + course_mentors). */
export async function linkMentor(db: Db, userId: number, courseId: number): Promise<void> {
  const [m] = await db
    .insert(mentors)
    .values({ name: `Mentor ${userId}`, userId })
    .returning({ id: mentors.id });
  await db.insert(courseMentors).values({ courseId, mentorId: m!.id });
}

/** A bearer token for the user (the real session service, without the password round trip). */
export const sessionFor = (db: Db, userId: number) => createSession(db, { userId, days: 1 });

/** A small valid PDF of about `bytes` bytes (header, one empty page, padding in a comment). */
export function pdfBytes(bytes = 1200): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n%',
    'latin1',
  );
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const pad = Math.max(0, bytes - head.length - tail.length);
  return Buffer.concat([head, Buffer.alloc(pad, 0x41), tail]);
}

/** A multipart body as the browser would send it (fields in the given order). */
export async function multipart(
  parts: (
    { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string }
  )[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const p of parts) {
    if ('file' in p)
      form.append(
        p.name,
        new Blob([new Uint8Array(p.file)], { type: p.type ?? 'application/pdf' }),
        p.filename,
      );
    else form.append(p.name, p.value);
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
