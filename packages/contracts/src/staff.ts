import { z } from 'zod';
import { AuthUserSchema, ResetPasswordFormSchema, STAFF_ROLES, StaffRoleSchema } from './auth.ts';
import { PageQuerySchema, pagedList } from './console-list.ts';
import { wrap } from './http.ts';
import { rowId, RowIdParamsSchema } from './text.ts';

/**
 * Staff in the operations console: invite an admin, author or mentor by e-mail,
 * change roles, assign authors and mentors to courses. Role admin.
 */

export const STAFF_TEXT = {
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  roleRequired: 'Pilih peran.',
  invited: 'Undangan terkirim. Peran diberikan setelah undangan diterima.',
  invitedExisting: 'Undangan terkirim ke akun yang sudah ada. Peran diberikan setelah pemiliknya menerima.',
  existingNeedsConfirm: '{{email}} sudah punya akun. Konfirmasi dulu: peran diberikan setelah pemiliknya menerima undangan.',
  alreadyHasRole: 'Pengguna ini sudah memiliki peran tersebut.',
  grantNeedsInvitation: 'Peran baru diberikan lewat undangan yang diterima pemiliknya. Gunakan Undang Staf.',
  invitationResent: 'Undangan dikirim ulang dengan tautan baru.',
  invitationRevoked: 'Undangan dibatalkan.',
  invitationNotFound: 'Undangan tidak ditemukan atau tautannya sudah diganti.',
  invitationExpired: 'Undangan ini sudah kedaluwarsa. Minta admin mengirim ulang.',
  invitationUsed: 'Undangan ini sudah diterima.',
  invitationCancelled: 'Undangan ini sudah dibatalkan.',
  invitationOtherAccount: 'Undangan ini untuk {{email}}. Keluar, lalu masuk dengan akun tersebut.',
  invitationSignIn: 'Email ini sudah punya akun. Masuk dulu, lalu terima undangan.',
  invitationPasswordRequired: 'Buat password untuk akun baru Anda.',
  invitationAccepted: 'Undangan diterima. Peran {{role}} sudah aktif.',
  rolesSaved: 'Peran berhasil disimpan.',
  lastAdmin: 'Tidak dapat mencabut peran admin: harus tetap ada minimal satu admin.',
  userUnknown: 'Pengguna tidak ditemukan.',
  courseUnknown: 'Kelas tidak ditemukan.',
  needsRole: 'Pengguna harus memiliki peran {{role}} untuk ditugaskan sebagai {{role}}.',
  assigned: 'Penugasan berhasil disimpan.',
  unassigned: 'Penugasan berhasil dilepas.',
  erased: 'Akun ini sudah dihapus.',
} as const;

/** Indonesian names of the staff roles. */
export const STAFF_ROLE_LABELS = { admin: 'Admin', author: 'Penulis', mentor: 'Mentor' } as const;

/** GET /api/admin/staff query: accounts holding a staff role (`role` narrows to one). */
export const StaffListQuerySchema = PageQuerySchema.extend({ role: StaffRoleSchema.optional(), search: z.string().trim().max(200).optional() });
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;

const CourseRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(StaffRoleSchema),
  /** false until the invited person set a password. */
  has_password: z.boolean(),
  deactivated_at: z.string().nullable(),
  authored_courses: z.array(CourseRefSchema),
  mentored_courses: z.array(CourseRefSchema),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffListSchema = pagedList(StaffMemberSchema);
export type StaffList = z.infer<typeof StaffListSchema>;

/**
 * POST /api/admin/staff/invitations body → 201 `{ data: StaffInvitation, message }` (decision 266).
 * For an e-mail that already has an account the admin confirms first: without `confirm: true`
 * the answer is 409 CONFIRM_REQUIRED; the role is granted only when the person accepts.
 */
export const InviteStaffBodySchema = z.object({
  email: z.string({ error: STAFF_TEXT.emailRequired }).trim().toLowerCase().min(1, STAFF_TEXT.emailRequired).max(254).pipe(z.email(STAFF_TEXT.emailInvalid)),
  name: z.string().trim().max(100, 'Maksimal 100 karakter.').optional(),
  role: z.enum(STAFF_ROLES, { error: STAFF_TEXT.roleRequired }),
  confirm: z.boolean().optional(),
});
export type InviteStaffBody = z.input<typeof InviteStaffBodySchema>;

/** An open invitation (pending, or expired and waiting for a resend), as the console lists it. */
export const StaffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  /** True when the e-mail already has an account (the person signs in to accept). */
  account_exists: z.boolean(),
  invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(['pending', 'expired']),
  created_at: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
export const InviteStaffAnswerSchema = z.object({ data: StaffInvitationSchema, message: z.string() });
/** GET /api/admin/staff/invitations → open invitations, newest first. */
export const StaffInvitationListSchema = wrap(z.array(StaffInvitationSchema));
/** 409 of an invitation to an existing account without `confirm: true`. */
export const InviteNeedsConfirmSchema = z.object({ message: z.string(), code: z.literal('CONFIRM_REQUIRED'), account_name: z.string() });

/** POST /api/auth/invitations/lookup `{ token }` → what 'Terima Undangan' shows before accepting. */
export const InvitationTokenBodySchema = z.object({ token: z.string({ error: STAFF_TEXT.invitationNotFound }).trim().min(1, STAFF_TEXT.invitationNotFound).max(200, STAFF_TEXT.invitationNotFound) });
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  account_exists: z.boolean(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export const InvitationPreviewResponseSchema = wrap(InvitationPreviewSchema);

/**
 * POST /api/auth/invitations/accept: `{ token, password, confirm_password }` for a new account
 * (the password rule of reset password), or `{ token }` signed in as the invited e-mail.
 * → 200 `{ message, role, token?, user? }` (a new account is signed in: `token` and `user`).
 */
export const AcceptInvitationBodySchema = z
  .object({ token: InvitationTokenBodySchema.shape.token, password: z.string().max(200).optional(), confirm_password: z.string().max(200).optional() })
  .superRefine((b, ctx) => {
    if (b.password === undefined && b.confirm_password === undefined) return;
    const r = ResetPasswordFormSchema.safeParse({ password: b.password ?? '', confirm_password: b.confirm_password ?? '' });
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path as string[], message: issue.message });
  });
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBodySchema>;
export const AcceptInvitationAnswerSchema = z.object({ message: z.string(), role: StaffRoleSchema, token: z.string().optional(), user: AuthUserSchema.optional() });

/** PUT /api/admin/staff/{id}/roles body: the whole set of staff roles the user should hold. */
export const SetRolesBodySchema = z.object({ roles: z.array(StaffRoleSchema).max(3).transform((r) => [...new Set(r)].sort()) });
export type SetRolesBody = z.input<typeof SetRolesBodySchema>;

export const StaffIdParamsSchema = RowIdParamsSchema;
export const StaffCourseParamsSchema = StaffIdParamsSchema.extend({
  course_id: rowId(),
  as: z.enum(['author', 'mentor']),
});

/** POST /api/admin/staff/{id}/courses body: assign the user to a course as author or mentor. */
export const AssignCourseBodySchema = z.object({
  course_id: rowId('Pilih kelas.'),
  as: z.enum(['author', 'mentor'], { error: STAFF_TEXT.roleRequired }),
});
export type AssignCourseBody = z.input<typeof AssignCourseBodySchema>;

export const StaffMemberAnswerSchema = z.object({ data: StaffMemberSchema, message: z.string() });

/** GET /api/admin/staff/courses: every course, for the assignment pickers. */
export const CourseOptionListSchema = wrap(z.array(CourseRefSchema));
