import type { LearnerDetail, LearnerEnrolment, UserSummary } from '@kelas/contracts/learners';
import type { EnrolmentRow, UserCertificateRow, UserSummaryRow, listUserOrders, listUserQuizAttempts, listUserSubmissions } from './queries.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An account as the console lists it (no password hash, no avatar path). */
export function presentUserSummary(r: UserSummaryRow): UserSummary {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    roles: r.roles,
    email_verified: r.emailVerifiedAt !== null,
    created_at: r.createdAt.toISOString(),
    deactivated_at: iso(r.deactivatedAt),
    erased_at: iso(r.erasedAt),
    enrolment_count: r.enrolmentCount,
  };
}

/** An enrolment with its progress, percent rounded down (100 only when every item is done). */
export function presentEnrolment(r: EnrolmentRow): LearnerEnrolment {
  const percent = r.totalItems > 0 ? Math.floor((Math.min(r.completedItems, r.totalItems) * 100) / r.totalItems) : 0;
  return {
    id: r.id,
    course: r.course,
    source: r.source,
    enrolled_at: r.enrolledAt.toISOString(),
    completed_items: r.completedItems,
    total_items: r.totalItems,
    progress_percent: percent,
  };
}

type Orders = Awaited<ReturnType<typeof listUserOrders>>;
type Attempts = Awaited<ReturnType<typeof listUserQuizAttempts>>;
type Submissions = Awaited<ReturnType<typeof listUserSubmissions>>;

/** The learner's whole record for the console's detail page. */
export function presentLearnerDetail(
  user: UserSummaryRow,
  enrolments: EnrolmentRow[],
  orders: Orders,
  attempts: Attempts,
  submissions: Submissions,
  certificates: UserCertificateRow[],
): LearnerDetail['data'] {
  return {
    user: { ...presentUserSummary(user), gender: user.gender, birth_date: user.birthDate },
    enrolments: enrolments.map(presentEnrolment),
    orders: orders.map((o) => ({ id: o.id, invoice_number: o.invoiceNumber, status: o.status, total: o.total, created_at: o.createdAt.toISOString(), paid_at: iso(o.paidAt) })),
    quiz_attempts: attempts.map((a) => ({
      id: a.id,
      quiz_title: a.quizTitle,
      course_title: a.courseTitle,
      attempt_no: a.attemptNo,
      status: a.status,
      score: a.score,
      started_at: a.startedAt.toISOString(),
      finished_at: iso(a.finishedAt),
    })),
    submissions: submissions.map((s) => ({
      id: s.id,
      item_title: s.itemTitle,
      course_title: s.courseTitle,
      file_name: s.fileName,
      status: s.status,
      score: s.score,
      submitted_at: s.submittedAt.toISOString(),
    })),
    certificates: certificates.map((c) => ({
      code: c.code,
      course: c.course,
      status: c.status,
      issued_at: c.issuedAt.toISOString(),
      revoked_at: iso(c.revokedAt),
      revoked_reason: c.revokedCause,
    })),
  };
}
