import { z } from 'zod';
import { CertificateRevocationCauseSchema, CertificateStatusSchema } from './certificates.ts';
import { cohortIdField } from './cohorts.ts';
import { RoleSchema, StaffRoleSchema } from './auth.ts';
import { PageQuerySchema, pagedList } from './console-list.ts';
import { wrap } from './http.ts';
import { rowId, RowIdParamsSchema } from './text.ts';

/**
 * Learners in the operations console: search, a learner's record, enrolments
 * granted and revoked by an admin, password-reset link, deactivation, and the personal-data
 * requests of Indonesia's UU PDP (export as JSON, erase; decision 161). Role admin.
 */

export const LEARNER_TEXT = {
  userUnknown: 'Pengguna tidak ditemukan.',
  courseUnknown: 'Kelas tidak ditemukan.',
  enrolmentUnknown: 'Akses kelas tidak ditemukan.',
  courseRequired: 'Pilih kelas.',
  reasonRequired: 'Alasan wajib diisi.',
  alreadyEnrolled: 'Pengguna ini sudah terdaftar di kelas tersebut.',
  granted: 'Akses kelas berhasil diberikan.',
  revoked: 'Akses kelas berhasil dicabut.',
  resetSent: 'Tautan reset password telah dikirim ke email pengguna.',
  deactivated: 'Akun berhasil dinonaktifkan. Semua sesi login telah diakhiri.',
  reactivated: 'Akun berhasil diaktifkan kembali.',
  alreadyDeactivated: 'Akun ini sudah nonaktif.',
  notDeactivated: 'Akun ini masih aktif.',
  notSelf: 'Anda tidak dapat melakukan tindakan ini pada akun Anda sendiri.',
  erased: 'Data pribadi pengguna berhasil dihapus. Catatan keuangan tetap disimpan.',
  alreadyErased: 'Data pribadi pengguna ini sudah dihapus.',
  eraseStaff: 'Cabut semua peran staf pengguna ini sebelum menghapus datanya.',
  eraseConfirm: 'Ketik email pengguna persis untuk mengonfirmasi.',
  /** Login of a deactivated account (403 ACCOUNT_DEACTIVATED). */
  loginDeactivated: 'Akun Anda telah dinonaktifkan. Hubungi admin untuk bantuan.',
} as const;

/** Error code of a login refused because the account was deactivated. */
export const ACCOUNT_DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED';
/** Name shown for an erased account (decision 161). */
export const ERASED_NAME = 'Pengguna Terhapus';

/** GET /api/admin/users query: `search` matches name, e-mail or phone; `role` filters (`learner` = holds no staff role). */
export const UserListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  role: RoleSchema.optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const UserIdParamsSchema = RowIdParamsSchema;

/** An account as the console lists it. Times are ISO instants. */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(StaffRoleSchema),
  email_verified: z.boolean(),
  created_at: z.string(),
  deactivated_at: z.string().nullable(),
  erased_at: z.string().nullable(),
  enrolment_count: z.number().int(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserListSchema = pagedList(UserSummarySchema);
export type UserList = z.infer<typeof UserListSchema>;

const CourseRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** One enrolment with its progress (percent 0..100 of the course's items completed). */
export const LearnerEnrolmentSchema = z.object({
  id: z.number().int(),
  course: CourseRefSchema,
  source: z.enum(['order', 'voucher', 'sso', 'admin', 'free', 'prakerja']),
  enrolled_at: z.string(),
  completed_items: z.number().int(),
  total_items: z.number().int(),
  progress_percent: z.number().int(),
});
export type LearnerEnrolment = z.infer<typeof LearnerEnrolmentSchema>;

/** The whole record of GET /api/admin/users/{id}. Money in rupiah; scores in percent. */
export const LearnerDetailSchema = wrap(
  z.object({
    user: UserSummarySchema.extend({ gender: z.enum(['male', 'female']).nullable(), birth_date: z.string().nullable() }),
    enrolments: z.array(LearnerEnrolmentSchema),
    orders: z.array(
      z.object({ id: z.number().int(), invoice_number: z.string(), status: z.string(), total: z.number().int(), created_at: z.string(), paid_at: z.string().nullable() }),
    ),
    quiz_attempts: z.array(
      z.object({
        id: z.number().int(),
        quiz_title: z.string(),
        course_title: z.string(),
        attempt_no: z.number().int(),
        status: z.string(),
        score: z.number().int().nullable(),
        started_at: z.string(),
        finished_at: z.string().nullable(),
      }),
    ),
    submissions: z.array(
      z.object({
        id: z.number().int(),
        item_title: z.string(),
        course_title: z.string(),
        file_name: z.string(),
        status: z.string(),
        score: z.number().int().nullable(),
        submitted_at: z.string(),
      }),
    ),
    /** Every certificate issued to the learner, newest first (decision 242): an admin revokes a valid one here. */
    certificates: z.array(
      z.object({
        code: z.string(),
        course: CourseRefSchema,
        status: CertificateStatusSchema,
        issued_at: z.string(),
        revoked_at: z.string().nullable(),
        revoked_reason: CertificateRevocationCauseSchema.nullable(),
      }),
    ),
  }),
);
export type LearnerDetail = z.infer<typeof LearnerDetailSchema>;

const reason = z.string({ error: LEARNER_TEXT.reasonRequired }).trim().min(1, LEARNER_TEXT.reasonRequired).max(500, 'Maksimal 500 karakter.');

/** POST /api/admin/users/{id}/enrolments body; 201 `{ data: LearnerEnrolment }`. */
export const GrantEnrolmentBodySchema = z.object({
  course_id: rowId(LEARNER_TEXT.courseRequired),
  /** An open cohort of the course to place the learner in (decision 285); none = no cohort, no schedule. */
  cohort_id: cohortIdField.nullish(),
  reason,
});
export type GrantEnrolmentBody = z.input<typeof GrantEnrolmentBodySchema>;

/** DELETE /api/admin/enrolments/{id} body (optional): why. */
export const RevokeEnrolmentBodySchema = z.object({ reason: z.string().trim().max(500, 'Maksimal 500 karakter.').optional() }).nullish();

/** POST /api/admin/users/{id}/deactivate body: why (kept in the audit log). */
export const DeactivateUserBodySchema = z.object({ reason });
export type DeactivateUserBody = z.input<typeof DeactivateUserBodySchema>;

/** POST /api/admin/users/{id}/erase body: the reason, and the account's e-mail typed again. */
export const EraseUserBodySchema = z.object({ reason, confirm_email: z.string({ error: LEARNER_TEXT.eraseConfirm }).trim().toLowerCase().min(1, LEARNER_TEXT.eraseConfirm).max(254) });
export type EraseUserBody = z.input<typeof EraseUserBodySchema>;

export const LearnerEnrolmentAnswerSchema = wrap(LearnerEnrolmentSchema);
export const UserSummaryAnswerSchema = z.object({ data: UserSummarySchema, message: z.string() });
export const MessageAnswerSchema = z.object({ message: z.string() });

/** Version of the export's shape (`format` field of the JSON download). */
export const LEARNER_EXPORT_FORMAT = 'kelas-personal-data/1';
