import { z } from 'zod';
import { CONSOLE_LIST_TEXT, DayQuerySchema, PageQuerySchema, pagedList } from './console-list.ts';

/**
 * Audit-log search of the operations console: every admin and author action,
 * who, what, when, before and after.
 */

/**
 * GET /api/admin/audit-log query. `actor`: a user id, or part of the actor's e-mail or name;
 * `action`: an action (`role.grant`) or its prefix (`role.`); `entity_type` + `entity_id` narrow to
 * one thing; `from`/`to`: Jakarta days, both inclusive.
 */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  entity_type: z.string().trim().max(50).optional(),
  entity_id: z.string().trim().max(50).optional(),
  from: DayQuerySchema.optional(),
  to: DayQuerySchema.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: CONSOLE_LIST_TEXT.range, path: ['to'] });
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** null for the command line or a system job (or an erased account). */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Answer of GET /api/admin/audit-log: newest first. */
export const AuditLogListSchema = pagedList(AuditEntrySchema);
export type AuditLogList = z.infer<typeof AuditLogListSchema>;

/** Indonesian labels of the actions the console knows; other actions are shown as they are. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'enrolment.grant': 'Memberi akses kelas',
  'enrolment.revoke': 'Mencabut akses kelas',
  'user.deactivate': 'Menonaktifkan akun',
  'user.reactivate': 'Mengaktifkan kembali akun',
  'user.password_reset': 'Mengirim tautan reset password',
  'user.export': 'Mengekspor data pribadi',
  'user.erase': 'Menghapus data pribadi',
  'certificate.revoke': 'Mencabut sertifikat',
  'staff.invite': 'Mengundang staf',
  'role.grant': 'Memberi peran',
  'role.revoke': 'Mencabut peran',
  'course_author.assign': 'Menugaskan penulis ke kelas',
  'course_author.unassign': 'Melepas penulis dari kelas',
  'course_mentor.assign': 'Menugaskan mentor ke kelas',
  'course_mentor.unassign': 'Melepas mentor dari kelas',
  'voucher_batch.create': 'Membuat batch voucher',
  'voucher_batch.revoke': 'Mencabut voucher yang belum terpakai',
  'course.create': 'Membuat kelas',
  'course.update': 'Mengubah kelas',
  'course.publish': 'Menerbitkan kelas',
  'course.archive': 'Mengarsipkan kelas',
  'course.delete': 'Menghapus kelas',
  'course.staff': 'Mengatur penulis dan mentor kelas',
  'chapter.create': 'Membuat bab',
  'chapter.update': 'Mengubah bab',
  'chapter.delete': 'Menghapus bab',
  'chapter.reorder': 'Mengurutkan ulang bab',
  'item.create': 'Membuat materi',
  'item.update': 'Mengubah materi',
  'item.delete': 'Menghapus materi',
  'item.reorder': 'Mengurutkan ulang materi',
  'package.create': 'Membuat paket harga',
  'package.update': 'Mengubah paket harga',
  'package.delete': 'Menghapus paket harga',
  'quiz.update': 'Mengubah kuis',
  'quiz.import': 'Mengimpor soal kuis (CSV)',
  'role.set': 'Mengatur peran',
  'promo.create': 'Membuat kode promo',
  'promo.update': 'Mengubah kode promo',
  'refund.create': 'Mengajukan refund',
  'refund.succeed': 'Refund berhasil',
  'refund.fail': 'Refund gagal',
  'order.resend_receipt': 'Mengirim ulang kuitansi',
  'job.retry': 'Menjadwalkan ulang tugas latar belakang',
  'two_factor.enable': 'Mengaktifkan verifikasi dua langkah',
  'two_factor.disable': 'Menonaktifkan verifikasi dua langkah',
  'settings.update': 'Mengubah pengaturan akademi',
  'staff.invitation_resend': 'Mengirim ulang undangan staf',
  'staff.invitation_revoke': 'Membatalkan undangan staf',
  'staff.invitation_accept': 'Menerima undangan staf',
  'course.submit': 'Mengajukan kelas untuk ditinjau',
  'course.duplicate': 'Menggandakan kelas',
  'cohort.create': 'Membuat angkatan',
  'cohort.update': 'Mengubah angkatan',
  'cohort.close': 'Menutup angkatan',
  'session.create': 'Membuat sesi angkatan',
  'session.update': 'Mengubah sesi angkatan',
  'session.cancel': 'Membatalkan sesi angkatan',
  'chapter.duplicate': 'Menggandakan bab',
  'item.move': 'Memindahkan materi ke bab lain',
  'review.hide': 'Menyembunyikan ulasan',
  'review.restore': 'Menampilkan kembali ulasan',
  'review.testimonial_pick': 'Menjadikan ulasan testimoni kelas',
  'review.testimonial_unpick': 'Melepas ulasan dari testimoni kelas',
  'post.hide': 'Menyembunyikan pertanyaan atau jawaban',
  'post.restore': 'Menampilkan kembali pertanyaan atau jawaban',
  'posting.ban': 'Melarang peserta mengirim di diskusi kelas',
  'posting.unban': 'Mencabut larangan mengirim di diskusi kelas',
};

/** One changed field between `before` and `after` (top-level keys of two JSON objects). */
export type AuditChange = { field: string; before: unknown; after: unknown };

/** The top-level fields that differ between `before` and `after` (either may be null). */
export function diffAuditStates(before: unknown, after: unknown): AuditChange[] {
  const obj = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { nilai: v };
  const b = obj(before);
  const a = obj(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return keys
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((k) => ({ field: k, before: b[k] ?? null, after: a[k] ?? null }));
}
