import type { Locale } from '@kelas/contracts/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, courses, users } from '../../db/schema/index.ts';

/** All SQL of the certificates feature. */

export type CertificateRow = typeof certificates.$inferSelect;

/** The user's current profile name (printed on a new certificate), or null. */
export async function findUserName(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.name ?? null;
}

/**
 * Inserts a valid certificate. Returns null when the learner already has a valid certificate for
 * the course (partial unique index `certificates_valid_user_course_key`).
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

/** The learner's valid certificate code for a course, or null. */
export async function findLiveCertificateCode(db: DbOrTx, userId: number, courseId: number): Promise<string | null> {
  const rows = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), eq(certificates.status, 'valid')))
    .limit(1);
  return rows[0]?.code ?? null;
}

/** True when an admin revoked a certificate of the learner for the course: none is issued again by itself (decision 242). */
export async function hasAdminRevocation(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), eq(certificates.status, 'revoked'), eq(certificates.revokedCause, 'admin')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Revokes the learner's valid certificates (all, or those of `courseIds`): status `revoked`,
 * `revoked_at`, the cause, the reason and who. Returns the codes revoked (none when none was valid).
 */
export async function revokeValidCertificates(
  tx: DbOrTx,
  v: { userId: number; courseIds?: number[]; cause: 'refund' | 'erasure' | 'admin'; reason: string; by: number | null; now: Date },
): Promise<string[]> {
  if (v.courseIds && v.courseIds.length === 0) return [];
  const rows = await tx
    .update(certificates)
    .set({ status: 'revoked', revokedAt: v.now, revokedCause: v.cause, revokedReason: v.reason, revokedBy: v.by })
    .where(and(eq(certificates.userId, v.userId), eq(certificates.status, 'valid'), v.courseIds ? inArray(certificates.courseId, v.courseIds) : undefined))
    .returning({ code: certificates.code });
  return rows.map((r) => r.code);
}

/** Revokes one certificate by id when it is still valid; false when it was not (revoked or replaced meanwhile). */
export async function revokeCertificateRow(
  tx: DbOrTx,
  v: { id: number; cause: 'admin'; reason: string; by: number; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(certificates)
    .set({ status: 'revoked', revokedAt: v.now, revokedCause: v.cause, revokedReason: v.reason, revokedBy: v.by })
    .where(and(eq(certificates.id, v.id), eq(certificates.status, 'valid')))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** A certificate row by code, locked for the caller's transaction, or null. */
export async function lockCertificateByCode(tx: DbOrTx, code: string): Promise<CertificateRow | null> {
  const rows = await tx.select().from(certificates).where(eq(certificates.code, code)).for('update');
  return rows[0] ?? null;
}

export type CertificateView = {
  cert: CertificateRow;
  courseTitle: string;
  courseSlug: string;
  ownerName: string;
  /** The owner's interface language (null: never chosen); the PDF is printed in it (decision 212). */
  ownerLocale: Locale | null;
  /** The owner's data was erased: no name is shown (decision 242). */
  ownerErased: boolean;
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
      ownerErased: sql<boolean>`${users.erasedAt} is not null`,
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

/** Marks a valid certificate replaced; false when it was not valid any more (a concurrent reissue or a revocation). */
export async function markCertificateReplaced(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(certificates)
    .set({ status: 'replaced', replacedAt: now })
    .where(and(eq(certificates.id, id), eq(certificates.status, 'valid')))
    .returning({ id: certificates.id });
  return rows.length > 0;
}

/** Points a replaced certificate at its replacement. */
export async function linkReplacement(tx: DbOrTx, oldId: number, newId: number): Promise<void> {
  await tx.update(certificates).set({ replacedById: newId }).where(eq(certificates.id, oldId));
}
