/**
 * Texts of the console's job queue only the web shows (decision 219), Indonesian,
 * unchanged. The page's own texts are the contract's JOBS_TEXT and JOB_STATE_LABELS.
 * English twin: `../en/jobs.ts`.
 */
const jobs = {
  retryFailed: 'Gagal menjadwalkan ulang tugas.',
  countsFailed: 'Antrean gagal dimuat. {{message}}',
  failedFailed: 'Daftar tugas gagal tidak dapat dimuat. {{message}}',
  total: '{{count}} tugas gagal',
  noun: 'tugas',
  retryWhich: '{{retry}}: {{name}} {{id}}',
  triesLine: '· {{label}}: {{tries}}',
} as const;

export default jobs;
