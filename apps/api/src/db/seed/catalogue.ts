import { eq } from 'drizzle-orm';
import { kindToName } from '@kelas/contracts/catalogue';
import type { DbOrTx } from '../client.ts';
import { mentors, tools } from '../schema/index.ts';
import { renderDocument } from './assets/pdf.ts';
import { avatarSvg, thumbnailSvg, toolIconSvg } from './assets/svg.ts';
import { COURSES } from './content/index.ts';
import { MENTORS, TOOLS } from './content/people-and-tools.ts';
import type { CourseSeed, ItemSeed } from './content/types.ts';
import type { SeedContext } from './seed.ts';
import { seedCourseThroughStudio } from './studio-courses.ts';
import type { DemoUserIds } from './users.ts';

/** Storage paths as stored in the database (served at /storage/{path}; written under public/). */
export const thumbnailPath = (slug: string) => `thumbnails/${slug}.svg`;
export const avatarPath = (key: string) => `avatars/${key}.svg`;
export const toolIconPath = (key: string) => `tools/${key}.svg`;
export const documentPath = (slug: string, name: string) => `documents/${slug}/${name}.pdf`;
export const assetPath = (slug: string, n: number) => documentPath(slug, `aset-tpm-${n}`);

/** Courses the demo author (author@example.com) is assigned to, to edit in the studio. */
export const DEMO_AUTHOR_COURSES = ['belajar-analisis-data-dengan-python', 'digital-marketing-untuk-umkm'];

/**
 * Seeds the catalogue (decisions 021, 134): tools and mentors (the demo mentor linked to
 * mentor@example.com), the public files, then every course of `content/` built through the
 * studio's services by the demo admin (`seedCourseThroughStudio`): thumbnails, price packages,
 * chapters, items, quizzes, staff, publication and the demo learner's enrolments. Idempotent:
 * tools and mentors are matched by name and courses by slug; a course that exists is the
 * studio's data and is kept as it is.
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

  const actor = { id: users.admin, isAdmin: true, ip: null };
  let created = 0;
  for (const course of COURSES) {
    const outcome = await seedCourseThroughStudio(
      {
        db,
        actor,
        toolIds,
        mentorIds,
        authorIds: DEMO_AUTHOR_COURSES.includes(course.slug) ? [users.author] : [],
        learnerId: users.learner,
        paths: { thumbnail: thumbnailPath(course.slug), itemDetail: (item) => itemDetail(course.slug, item) },
      },
      course,
    );
    if (outcome === 'created') created++;
  }
  ctx.log?.info(`catalogue seeded: ${created} of ${COURSES.length} courses created through the studio`);
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

/** The `items.detail` jsonb of each item type (the shapes other features read; decision 021). */
export function itemDetail(slug: string, item: ItemSeed): Record<string, unknown> {
  switch (item.type) {
    case 'reading':
      return { pdf: documentPath(slug, item.pdf.name) };
    case 'topic':
    case 'webinar':
      return { schedule: { webinar_link: item.webinarLink, starts_at: item.startsAt, ends_at: item.endsAt } };
    case 'video':
      return { url: item.url };
    case 'embed':
      return { url: item.url, instruction: item.instruction };
    case 'practice':
      return {
        duration: item.duration,
        instruction: item.instruction,
        objective: item.objective,
        pdf: assetPath(slug, item.asset.n),
      };
    case 'essay':
      return { questions: [...item.questions] };
    case 'text':
      return { html: item.html };
    case 'quiz':
      return {};
  }
}
