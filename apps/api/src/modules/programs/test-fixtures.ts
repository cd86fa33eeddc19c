import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { courseMentors, courses, materials, items, mentors, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';

/**
 * Test data of the programs and vouchers tests, written through the real schema (no mocks):
 * a course with a chapter of `itemCount` items and its mentors, and learners with live sessions.
 */

export type CourseFixture = { id: number; slug: string; title: string; itemIds: number[] };

export async function insertCourse(
  db: DbOrTx,
  opts: { title: string; itemCount?: number; mentorNames?: string[]; groupWhatsapp?: string; kind?: 'record_webinar' | 'learning_video' },
): Promise<CourseFixture> {
  const slug = `uji-${randomUUID().slice(0, 8)}`;
  const [course] = await db
    .insert(courses)
    .values({ kind: opts.kind ?? 'learning_video', slug, title: opts.title, thumbnail: `thumbnails/${slug}.svg`, groupWhatsapp: opts.groupWhatsapp ?? '' })
    .returning({ id: courses.id });
  const courseId = course!.id;
  const itemIds: number[] = [];
  const count = opts.itemCount ?? 0;
  if (count > 0) {
    const [material] = await db.insert(materials).values({ courseId, title: 'Bab 1', position: 0 }).returning({ id: materials.id });
    const rows = await db
      .insert(items)
      .values(Array.from({ length: count }, (_, i) => ({ materialId: material!.id, courseId, title: `Materi ${i + 1}`, itemType: 'text' as const, position: i })))
      .returning({ id: items.id });
    itemIds.push(...rows.map((r) => r.id));
  }
  for (const [position, name] of (opts.mentorNames ?? []).entries()) {
    const [m] = await db.insert(mentors).values({ name }).returning({ id: mentors.id });
    await db.insert(courseMentors).values({ courseId, mentorId: m!.id, position });
  }
  return { id: courseId, slug, title: opts.title, itemIds };
}

export type LearnerFixture = { id: number; email: string; token: string };

/** `count` verified learners, each with a live session token. */
export async function insertLearners(db: DbOrTx, count: number): Promise<LearnerFixture[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ name: `Peserta ${tag} ${i + 1}`, email: `peserta-${tag}-${i + 1}@example.com`, emailVerifiedAt: new Date() })))
    .returning({ id: users.id, email: users.email });
  const out: LearnerFixture[] = [];
  for (const r of rows) out.push({ id: r.id, email: r.email, token: await createSession(db, { userId: r.id, days: 30 }) });
  return out;
}
