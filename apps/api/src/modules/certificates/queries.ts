import type { Locale } from '@kelas/contracts/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, courses, users } from '../../db/schema/index.ts';

/** All SQL of the certificates feature (conventions habit 3). */

export type CertificateRow = typeof certificates.$inferSelect;

/** The user's current profile name (printed on a new certificate), or null. */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.name ?? null;
}

/**
 * Inserts a live certificate. Returns null when the learner already has a live certificate for
 * the course (partial unique index `certificates_live_user_course_key`).
 */
export async function insertLiveCertificate(
  tx: DbOrTx,
  v: { userId: number; courseId: number; code: string; name: string; now: Date },
): Promise<CertificateRow | null> {
  const rows = await tx
    .insert(certificates)
    .values({ userId: v.userId, courseId: v.courseId, code: v.code, namePrinted: v.name, issuedAt: v.now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** The learner's live certificate code for a course, or null. */
export async function findLiveCertificateCode(db: DbOrTx, userId: number, courseId: number): Promise<string | null> {
  const rows = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), isNull(certificates.replacedAt)))
    .limit(1);
  return rows[0]?.code ?? null;
}

export type CertificateView = {
  cert: CertificateRow;
  courseTitle: string;
  courseSlug: string;
  ownerName: string;
  /** The owner's interface language (null: never chosen); the PDF is printed in it (decision 212). */
  ownerLocale: Locale | null;
  replacedByCode: string | null;
};

const replacement = alias(certificates, 'replacement');

/** A certificate by code with its course, its owner's current name and the replacing code. One query. */
export async function findCertificateByCode(db: DbOrTx, code: string): Promise<CertificateView | null> {
  const rows = await db
    .select({
      cert: certificates,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      ownerName: users.name,
      ownerLocale: users.locale,
      replacedByCode: replacement.code,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(replacement, eq(replacement.id, certificates.replacedById))
    .where(eq(certificates.code, code))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks a live certificate replaced; false when it was not live any more (a concurrent reissue). */
export async function markCertificateReplaced(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(certificates)
    .set({ replacedAt: now })
    .where(and(eq(certificates.id, id), isNull(certificates.replacedAt)))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** Points a replaced certificate at its replacement. */
export async function linkReplacement(tx: DbOrTx, oldId: number, newId: number): Promise<void> {
  await tx.update(certificates).set({ replacedById: newId }).where(eq(certificates.id, oldId));
}
