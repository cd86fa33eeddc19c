import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, enrolments, items, materials, users } from '../../db/schema/index.ts';

/** Test-only builders: a small course of every simple item type, learners, enrolments. */

export type FixtureItem = { id: number; materialId: number; type: (typeof items.$inferSelect)['itemType']; title: string };
export type FixtureCourse = { id: number; slug: string; title: string; chapters: { id: number; items: FixtureItem[] }[]; items: FixtureItem[] };

type ItemSpec = { type: FixtureItem['type']; title?: string; detail?: Record<string, unknown> };

/** The default course: 2 chapters, 7 items (text, reading, video | topic, embed, essay, video file). */
export const DEFAULT_CHAPTERS: ItemSpec[][] = [
  [
    { type: 'text', title: 'Selamat Datang' },
    { type: 'reading', title: 'Modul 1', detail: { pdf: 'documents/test/modul-1.pdf' } },
    { type: 'video', title: 'Video YouTube', detail: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
  ],
  [
    {
      type: 'topic',
      title: 'Webinar 1',
      detail: { schedule: { webinar_link: 'https://meet.example.com/abc', starts_at: '2026-05-01T02:00:00Z', ends_at: '2026-05-01T04:00:00Z' } },
    },
    { type: 'embed', title: 'Survei', detail: { url: 'https://forms.example.com/s', instruction: '<p>Isi survei <script>alert(1)</script><b>ini</b></p>' } },
    { type: 'essay', title: 'Jurnal Refleksi', detail: { questions: ['Apa yang kamu pelajari?', 'Apa rencanamu?'] } },
    { type: 'video', title: 'Video Vimeo', detail: { url: 'https://vimeo.com/76979871' } },
  ],
];

/** Inserts a course with chapters and items (positions in the given order, chapters reversed in id order to test sorting). */
export async function createCourse(db: Db, chapters: ItemSpec[][] = DEFAULT_CHAPTERS, title = 'Kelas Uji'): Promise<FixtureCourse> {
  const slug = `kelas-uji-${randomUUID().slice(0, 8)}`;
  const [course] = await db.insert(courses).values({ kind: 'learning_video', slug, title }).returning({ id: courses.id });
  const courseId = course!.id;
  const out: FixtureCourse = { id: courseId, slug, title, chapters: [], items: [] };
  // Insert the last chapter first so that ids disagree with positions: order must come from position.
  const ids: number[] = [];
  for (let c = chapters.length - 1; c >= 0; c--) {
    const [m] = await db.insert(materials).values({ courseId, title: `Bab ${c + 1}`, position: c }).returning({ id: materials.id });
    ids[c] = m!.id;
  }
  for (let c = 0; c < chapters.length; c++) {
    const materialId = ids[c]!;
    const chapter: FixtureCourse['chapters'][number] = { id: materialId, items: [] };
    const specs = chapters[c]!;
    for (let i = specs.length - 1; i >= 0; i--) {
      const s = specs[i]!;
      const t = s.title ?? `${s.type} ${c + 1}.${i + 1}`;
      const [row] = await db
        .insert(items)
        .values({ materialId, courseId, title: t, itemType: s.type, position: i, detail: s.detail ?? {} })
        .returning({ id: items.id });
      chapter.items[i] = { id: row!.id, materialId, type: s.type, title: t };
    }
    out.chapters.push(chapter);
    out.items.push(...chapter.items);
  }
  return out;
}

/** A verified learner with password Kelas123!; returns the id and e-mail. */
export async function createLearner(db: Db, name = 'Pelajar Uji'): Promise<{ id: number; email: string }> {
  const email = `uji-${randomUUID().slice(0, 8)}@example.com`;
  const passwordHash = await hash('Kelas123!', { algorithm: 2 });
  const [u] = await db.insert(users).values({ name, email, passwordHash, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return { id: u!.id, email };
}

export async function enrol(db: Db, userId: number, courseId: number): Promise<void> {
  await db.insert(enrolments).values({ userId, courseId, source: 'admin' }).onConflictDoNothing();
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
}

export async function renameUser(db: Db, userId: number, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}
