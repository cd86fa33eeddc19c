import type { AssignmentLog } from '@kelas/contracts/learning';

export type AssignmentStatusKey = 'not_submitted' | 'grading' | 'done';

export type AssignmentStatus = {
  /** Also the key of its badge and sentence in the catalogue: `assignments:status.<key>.badge|sentence`. */
  key: AssignmentStatusKey;
  /** Badge colour of the shared palette: merah (red), kuning (yellow), hijau (green). */
  tone: 'merah' | 'kuning' | 'hijau';
};

/**
 * The assignment status of spec section 4, derived from assignment_log (texts in the catalogue
 * `assignments:status`):
 * - null → 'Belum Mengirim Tugas', red, 'Ayo segera kerjakan tugas berikut ini'
 * - status 'submitted' with feedback null and score null → 'Sedang Dinilai', yellow, 'Tugas kamu sedang dinilai oleh mentor'
 * - otherwise → 'Selesai', green, 'Jawabanmu telah tersimpan'
 */
export function assignmentStatus(log: AssignmentLog | undefined): AssignmentStatus {
  if (!log) return { key: 'not_submitted', tone: 'merah' };
  if (log.status === 'submitted' && log.feedback === null && log.score === null) return { key: 'grading', tone: 'kuning' };
  return { key: 'done', tone: 'hijau' };
}
