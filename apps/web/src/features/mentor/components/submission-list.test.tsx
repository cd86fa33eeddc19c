import type { MentorSubmission } from '@kelas/contracts/mentor';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import { SubmissionList } from './submission-list';

const submission = (over: Partial<MentorSubmission> = {}): MentorSubmission => ({
  id: 1,
  status: 'submitted',
  learner: { id: 2, name: 'Putri Lestari', email: 'putri@example.com' },
  course: { id: 3, slug: 'analisis-data', title: 'Analisis Data' },
  item: { id: 4, title: 'Tugas Praktik 1' },
  file_name: 'laporan.pdf',
  file_size: 2048,
  file_url: '/f',
  file_url_expires_at: '2030-01-01T00:00:00Z',
  submitted_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  score: null,
  feedback: null,
  graded_at: null,
  graded_by: null,
  ...over,
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('id');
});

describe('SubmissionList', () => {
  it('reads in Indonesian', () => {
    render(<SubmissionList submissions={[submission(), submission({ id: 9, status: 'graded', score: 85 })]} onOpen={() => {}} />);
    expect(screen.getByText('Menunggu')).toBeInTheDocument();
    expect(screen.getByText('Nilai 85')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nilai Tugas: Putri Lestari, Tugas Praktik 1' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Dikirim/)[0]).toHaveTextContent('3 jam yang lalu');
  });

  it('reads in English, times included', async () => {
    await i18next.changeLanguage('en');
    render(<SubmissionList submissions={[submission(), submission({ id: 9, status: 'graded', score: 85 })]} onOpen={() => {}} />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('Score 85')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View & Change Score: Putri Lestari, Tugas Praktik 1' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Submitted/)[0]).toHaveTextContent('(3 hours ago)');
  });
});
