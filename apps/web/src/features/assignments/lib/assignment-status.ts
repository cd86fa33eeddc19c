import type { AssignmentLog } from '@kelas/contracts/learning';

export type AssignmentStatusKey = 'not_submitted' | 'grading' | 'done';

export type AssignmentStatus = {
  key: AssignmentStatusKey;
  badge: 'Belum Mengirim Tugas' | 'Sedang Dinilai' | 'Selesai';
  /** Badge colour of the conventions' palette: merah (red), kuning (yellow), hijau (green). */
  tone: 'merah' | 'kuning' | 'hijau';
  sentence: string;
};

/**
 * The assignment status of spec section 4, derived from assignment_log:
 * - null → 'Belum Mengirim Tugas', red, 'Ayo segera kerjakan tugas berikut ini'
 * - status 'submitted' with feedback null and score null → 'Sedang Dinilai', yellow, 'Tugas kamu sedang dinilai oleh mentor'
 * - otherwise → 'Selesai', green, 'Jawabanmu telah tersimpan'
 */
export function assignmentStatus(log: AssignmentLog | undefined): AssignmentStatus {
  if (!log)
    return {
      key: 'not_submitted',
      badge: 'Belum Mengirim Tugas',
      tone: 'merah',
      sentence: 'Ayo segera kerjakan tugas berikut ini',
    };
  if (log.status === 'submitted' && log.feedback === null && log.score === null) {
    return {
      key: 'grading',
      badge: 'Sedang Dinilai',
      tone: 'kuning',
      sentence: 'Tugas kamu sedang dinilai oleh mentor',
    };
  }
  return { key: 'done', badge: 'Selesai', tone: 'hijau', sentence: 'Jawabanmu telah tersimpan' };
}
