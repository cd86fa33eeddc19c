import { z } from 'zod';
import { STAFF_ROLES, StaffRoleSchema } from './auth.ts';
import { PageQuerySchema, pagedList } from './console-list.ts';
import { wrap } from './http.ts';
import { rowId, RowIdParamsSchema } from './text.ts';

/**
 * Staff in the operations console (issue 14 item 6): invite an admin, author or mentor by e-mail,
 * change roles, assign authors and mentors to courses. Role admin.
 */

export const STAFF_TEXT = {
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid.',
  roleRequired: 'Pilih peran.',
  invited: 'Undangan terkirim. Pengguna akan menerima email untuk mengatur password.',
  invitedExisting: 'Peran diberikan. Pengguna sudah punya akun dan menerima email pemberitahuan.',
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

/** POST /api/admin/staff/invitations body → 201 `{ data: StaffMember, created, message }`. */
export const InviteStaffBodySchema = z.object({
  email: z.string({ error: STAFF_TEXT.emailRequired }).trim().toLowerCase().min(1, STAFF_TEXT.emailRequired).max(254).pipe(z.email(STAFF_TEXT.emailInvalid)),
  name: z.string().trim().max(100, 'Maksimal 100 karakter.').optional(),
  role: z.enum(STAFF_ROLES, { error: STAFF_TEXT.roleRequired }),
});
export type InviteStaffBody = z.input<typeof InviteStaffBodySchema>;

export const InviteStaffAnswerSchema = z.object({ data: StaffMemberSchema, created: z.boolean(), message: z.string() });

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
