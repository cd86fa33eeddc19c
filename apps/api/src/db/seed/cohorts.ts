import { and, eq } from 'drizzle-orm';
import { cohorts, cohortSessions, courses, items } from '../schema/index.ts';
import type { SeedContext } from './seed.ts';

/** The free class the demo opens for joining (decision 285); the other free classes stay 'Coming Soon'. */
export const SEEDED_COHORT_COURSE = 'kelas-gratis-menulis-cv-ats-friendly';

/**
 * One open cohort ('Angkatan Perdana', 100 seats) of the demo free class, with its live webinar as a
 * dated session two weeks after the seed runs, at 19:00 WIB, so the demo shows 'Pilih Angkatan',
 * 'Daftar Sekarang' and 'Jadwal'. Idempotent: nothing when the course already has a cohort.
 */
export async function seedCohorts(ctx: SeedContext, now = new Date()): Promise<void> {
  const { db } = ctx;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, SEEDED_COHORT_COURSE));
  if (!course) return;
  if ((await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.courseId, course.id)).limit(1)).length > 0) return;
  const day = (n: number, hourUtc: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n, hourUtc));
  const [cohort] = await db
    .insert(cohorts)
    .values({ courseId: course.id, name: 'Angkatan Perdana', startsAt: day(14, 12), endsAt: day(21, 14), enrolmentDeadline: day(13, 17), capacity: 100 })
    .returning({ id: cohorts.id });
  const [webinar] = await db
    .select({ id: items.id, title: items.title, detail: items.detail })
    .from(items)
    .where(and(eq(items.courseId, course.id), eq(items.itemType, 'webinar')))
    .limit(1);
  const link = (webinar?.detail as { schedule?: { webinar_link?: string } } | undefined)?.schedule?.webinar_link ?? 'https://meet.jit.si/kelas-angkatan-perdana';
  await db.insert(cohortSessions).values([
    { cohortId: cohort!.id, itemId: webinar?.id ?? null, title: webinar?.title ?? 'Webinar Interaktif', startsAt: day(14, 12), endsAt: day(14, 13), meetingUrl: link, sequence: 1 },
    { cohortId: cohort!.id, itemId: null, title: 'Klinik Tanya Jawab', startsAt: day(21, 12), endsAt: day(21, 13), meetingUrl: link, sequence: 2 },
  ]);
}
