import type { AssignmentLog } from '@kelas/contracts/learning';
import { describe, expect, it } from 'vitest';
import id from '@/locales/id/assignments';
import { assignmentStatus, type AssignmentStatus } from './assignment-status';

/** The status with its Indonesian texts, as the overview shows them. */
const withTexts = (s: AssignmentStatus) => ({ ...s, badge: id.status[s.key].badge, sentence: id.status[s.key].sentence });

const log = (over: Partial<NonNullable<AssignmentLog>>): AssignmentLog => ({
  status: 'submitted',
  feedback: null,
  score: null,
  task: 'assignments/1/Tugas.pdf',
  task_url: '/api/course/practice/assignment/1/file',
  submitted_at: '2026-05-01T00:00:00.000Z',
  ...over,
});

describe('assignmentStatus (spec 4 table)', () => {
  it('no log: Belum Mengirim Tugas, red', () => {
    expect(withTexts(assignmentStatus(null))).toEqual({
      key: 'not_submitted',
      badge: 'Belum Mengirim Tugas',
      tone: 'merah',
      sentence: 'Ayo segera kerjakan tugas berikut ini',
    });
    expect(assignmentStatus(undefined).key).toBe('not_submitted');
  });
  it('submitted without feedback and score: Sedang Dinilai, yellow', () => {
    expect(withTexts(assignmentStatus(log({})))).toEqual({
      key: 'grading',
      badge: 'Sedang Dinilai',
      tone: 'kuning',
      sentence: 'Tugas kamu sedang dinilai oleh mentor',
    });
  });
  it('anything else: Selesai, green', () => {
    const done = { key: 'done', badge: 'Selesai', tone: 'hijau', sentence: 'Jawabanmu telah tersimpan' };
    expect(withTexts(assignmentStatus(log({ status: 'graded', score: 80, feedback: 'Bagus' })))).toEqual(done);
    expect(withTexts(assignmentStatus(log({ status: 'graded', score: 0, feedback: 'Kurang' })))).toEqual(done);
    expect(withTexts(assignmentStatus(log({ status: 'submitted', score: 70 })))).toEqual(done);
    expect(withTexts(assignmentStatus(log({ status: 'submitted', feedback: 'Catatan awal' })))).toEqual(done);
  });
});
