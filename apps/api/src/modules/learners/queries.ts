import { and, asc, desc, eq, exists, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@kelas/contracts/auth';
import type { DbOrTx } from '../../db/client.ts';
import {
  assignmentGradings,
  assignmentSubmissions,
  certificates,
  courses,
  emailOtps,
  enrolments,
  essayAnswers,
  itemProgress,
  items,
  orderItems,
  orders,
  passwordResets,
  payments,
  quizAttempts,
  quizResponses,
  quizzes,
  sessions,
  userRoles,
  users,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index.ts';
import { userRolesSql } from '../../db/user-roles-sql.ts';

/** All SQL of the console's learners feature. */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  roles: userRolesSql(),
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  erasedAt: users.erasedAt,
  gender: users.gender,
  birthDate: users.birthDate,
  avatar: users.avatar,
  locale: users.locale,
  // Spelled out: inside this subquery Drizzle renders `users.id` as a bare "id", which would be
  // the enrolment's own id.
  enrolmentCount: sql<number>`(select count(*)::int from enrolments e where e.user_id = "users"."id")`,
};
export type UserSummaryRow = NonNullable<Awaited<ReturnType<typeof findUserSummary>>>;

/** One page of accounts, newest first, matching `search` (name, e-mail or phone) and `role`. */
export async function listUsers(db: DbOrTx, q: { search?: string; role?: StaffRole | 'learner'; limit: number; offset: number }) {
  const where: SQL[] = [];
  if (q.search) {
    const p = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(users.name, p), ilike(users.email, p), ilike(users.phone, p))!);
  }
  if (q.role === 'learner') where.push(notExists(db.select({ x: sql`1` }).from(userRoles).where(eq(userRoles.userId, users.id))));
  else if (q.role) where.push(exists(db.select({ x: sql`1` }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.role, q.role)))));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select(summaryColumns).from(users).where(cond).orderBy(desc(users.createdAt), desc(users.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(cond),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The account, or null. `lock` takes a row lock (the caller's transaction changes it). */
export async function findUserSummary(db: DbOrTx, userId: number, lock = false) {
  const q = db.select(summaryColumns).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await q.for('no key update', { of: users }) : await q;
  return row ?? null;
}

function selectEnrolments(db: DbOrTx, cond: SQL) {
  return db
    .select({
      id: enrolments.id,
      source: enrolments.source,
      enrolledAt: enrolments.enrolledAt,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
      totalItems: sql<number>`(select count(*)::int from items i where i.course_id = ${courses.id})`,
      completedItems: sql<number>`(select count(*)::int from item_progress p where p.user_id = ${enrolments.userId} and p.course_id = ${courses.id})`,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(cond)
    .orderBy(desc(enrolments.enrolledAt), desc(enrolments.id));
}

/** The learner's enrolments with their progress (items completed of the course's items), newest first. */
export async function listUserEnrolments(db: DbOrTx, userId: number) {
  return selectEnrolments(db, eq(enrolments.userId, userId));
}
export type EnrolmentRow = Awaited<ReturnType<typeof listUserEnrolments>>[number];

/** The enrolment as the console lists it (after a grant). */
export async function findEnrolmentRow(db: DbOrTx, enrolmentId: number): Promise<EnrolmentRow | null> {
  const [row] = await selectEnrolments(db, eq(enrolments.id, enrolmentId));
  return row ?? null;
}

/** The enrolment, locked for the caller's transaction, or null. */
export async function findEnrolment(db: DbOrTx, enrolmentId: number) {
  const rows = await db
    .select({ id: enrolments.id, userId: enrolments.userId, courseId: enrolments.courseId, source: enrolments.source, sourceId: enrolments.sourceId, enrolledAt: enrolments.enrolledAt })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** Removes the enrolment (the course counts one participant fewer: decision 245). */
export async function deleteEnrolment(db: DbOrTx, enrolmentId: number) {
  await db.delete(enrolments).where(eq(enrolments.id, enrolmentId));
}

export async function findCourse(db: DbOrTx, courseId: number) {
  const [row] = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row ?? null;
}

export async function listUserOrders(db: DbOrTx, userId: number) {
  return db
    .select({ id: orders.id, invoiceNumber: orders.invoiceNumber, status: orders.status, total: orders.total, createdAt: orders.createdAt, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function listUserQuizAttempts(db: DbOrTx, userId: number) {
  return db
    .select({
      id: quizAttempts.id,
      quizTitle: items.title,
      courseTitle: courses.title,
      attemptNo: quizAttempts.attemptNo,
      status: quizAttempts.status,
      score: quizAttempts.score,
      startedAt: quizAttempts.startedAt,
      finishedAt: quizAttempts.finishedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(items, eq(items.id, quizzes.itemId))
    .innerJoin(courses, eq(courses.id, items.courseId))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
}

export async function listUserSubmissions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: assignmentSubmissions.id,
      itemTitle: items.title,
      courseTitle: courses.title,
      fileName: assignmentSubmissions.fileName,
      fileKey: assignmentSubmissions.fileKey,
      fileSize: assignmentSubmissions.fileSize,
      status: assignmentSubmissions.status,
      score: assignmentSubmissions.score,
      feedback: assignmentSubmissions.feedback,
      submittedAt: assignmentSubmissions.submittedAt,
      gradedAt: assignmentSubmissions.gradedAt,
    })
    .from(assignmentSubmissions)
    .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
    .innerJoin(courses, eq(courses.id, items.courseId))
    .where(eq(assignmentSubmissions.userId, userId))
    .orderBy(desc(assignmentSubmissions.submittedAt), desc(assignmentSubmissions.id));
}

/** Marks the account deactivated (when it is not yet) and revokes every live session; false when it already was. */
export async function deactivateUserRow(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deactivatedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.length > 0;
}

export async function reactivateUserRow(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deactivatedAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.erasedAt), sql`${users.deactivatedAt} is not null`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Everything stored about the person, for the UU PDP export (decision 161). */
export async function collectPersonalData(db: DbOrTx, userId: number) {
  const [progress, essays, responses, certs, orderRows, lines, paymentRows, redemptions, sessionRows] = await Promise.all([
    db
      .select({ itemId: itemProgress.itemId, item: items.title, courseId: itemProgress.courseId, completedAt: itemProgress.completedAt })
      .from(itemProgress)
      .innerJoin(items, eq(items.id, itemProgress.itemId))
      .where(eq(itemProgress.userId, userId))
      .orderBy(asc(itemProgress.completedAt)),
    db
      .select({ itemId: essayAnswers.itemId, item: items.title, answers: essayAnswers.answers, submittedAt: essayAnswers.submittedAt })
      .from(essayAnswers)
      .innerJoin(items, eq(items.id, essayAnswers.itemId))
      .where(eq(essayAnswers.userId, userId)),
    db
      .select({ attemptId: quizResponses.attemptId, questionId: quizResponses.questionId, answerId: quizResponses.answerId, answeredAt: quizResponses.answeredAt })
      .from(quizResponses)
      .innerJoin(quizAttempts, eq(quizAttempts.id, quizResponses.attemptId))
      .where(eq(quizAttempts.userId, userId)),
    db
      .select({ code: certificates.code, courseId: certificates.courseId, namePrinted: certificates.namePrinted, issuedAt: certificates.issuedAt, status: certificates.status, replacedAt: certificates.replacedAt, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id)),
    db
      .select({ orderId: orderItems.orderId, title: orderItems.title, packageName: orderItems.packageName, unitPrice: orderItems.unitPrice, amount: orderItems.amount })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, userId)),
    db
      .select({ orderId: payments.orderId, method: payments.method, channel: payments.channel, status: payments.status, amount: payments.amount, createdAt: payments.createdAt, paidAt: payments.paidAt })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.userId, userId)),
    db
      .select({ code: vouchers.code, courseId: vouchers.courseId, redeemedAt: voucherRedemptions.redeemedAt })
      .from(voucherRedemptions)
      .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
      .where(eq(voucherRedemptions.userId, userId)),
    db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, userId)),
  ]);
  return { progress, essays, responses, certs, orderRows, lines, paymentRows, redemptions, sessionRows };
}

/**
 * Erases the person's own data (decision 161): anonymises the account row, revokes sessions, drops
 * reset links, codes, journal answers and assignment submissions, and prints the erased name on
 * certificates. Orders, payments and voucher uses stay (bookkeeping). Returns the storage keys of
 * the files to delete after the commit.
 */
export async function anonymiseUser(db: DbOrTx, userId: number, now: Date, erasedName: string): Promise<string[]> {
  const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  const subs = await db.select({ id: assignmentSubmissions.id, fileKey: assignmentSubmissions.fileKey }).from(assignmentSubmissions).where(eq(assignmentSubmissions.userId, userId));
  const gradedKeys = subs.length
    ? (await db.select({ fileKey: assignmentGradings.fileKey }).from(assignmentGradings).where(inArray(assignmentGradings.submissionId, subs.map((s) => s.id)))).map((r) => r.fileKey)
    : [];
  await db
    .update(users)
    .set({
      name: erasedName,
      email: `erased-${userId}@erased.invalid`,
      phone: null,
      passwordHash: null,
      emailVerifiedAt: null,
      gender: null,
      birthDate: null,
      avatar: null,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now})`,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await db.delete(emailOtps).where(eq(emailOtps.userId, userId));
  await db.delete(essayAnswers).where(eq(essayAnswers.userId, userId));
  if (subs.length) await db.delete(assignmentSubmissions).where(inArray(assignmentSubmissions.id, subs.map((s) => s.id)));
  await db.update(certificates).set({ namePrinted: erasedName }).where(eq(certificates.userId, userId));
  const keys = new Set<string>([...subs.map((s) => s.fileKey), ...gradedKeys]);
  if (before?.avatar?.startsWith('avatars/')) keys.add(`public/${before.avatar}`);
  return [...keys];
}

/** Every certificate of the learner with its course, newest first (the console's record; decision 242). */
export async function listUserCertificates(db: DbOrTx, userId: number) {
  return db
    .select({
      code: certificates.code,
      status: certificates.status,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      revokedCause: certificates.revokedCause,
      course: { id: courses.id, slug: courses.slug, title: courses.title },
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}
export type UserCertificateRow = Awaited<ReturnType<typeof listUserCertificates>>[number];

/** The courses the person is enrolled in (their participant counts change when the person is erased). */
export async function listEnrolledCourseIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ courseId: enrolments.courseId }).from(enrolments).where(eq(enrolments.userId, userId));
  return rows.map((r) => r.courseId);
}

/** Certificate codes of the person (their cached PDFs carry the old name). */
export async function listCertificateCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.userId, userId));
  return rows.map((r) => r.code);
}
