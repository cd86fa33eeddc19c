import { z } from 'zod';
import { PageQuerySchema, pagedList } from './console-list.ts';

/**
 * The background-job queue in the operations console (its jobs are visible
 * to admins: counts, failures, retry; decision 183). Jobs are pg-boss jobs; their ids
 * are UUIDs. A job that failed its last retry stays in the state `failed` (the dead letter).
 */

/** The states an admin sees, in the order of a job's life. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOBS_TEXT = {
  title: 'Antrean tugas latar',
  intro: 'Tugas yang dijalankan server di latar belakang: pengiriman e-mail, kedaluwarsa pesanan, dan lainnya.',
  countsHeading: 'Jumlah per jenis tugas',
  failedHeading: 'Tugas gagal',
  noJobs: 'Belum ada jenis tugas.',
  noFailed: 'Tidak ada tugas yang gagal.',
  name: 'Jenis tugas',
  filterAll: 'Semua jenis',
  retry: 'Coba lagi',
  retried: 'Tugas dijadwalkan ulang.',
  failedAt: 'Gagal pada',
  tries: 'Percobaan',
  error: 'Galat',
  payload: 'Data',
  jobNotFound: 'Tugas tidak ditemukan.',
  notFailed: 'Hanya tugas yang gagal yang dapat dicoba lagi.',
  badName: 'Jenis tugas tidak dikenal.',
  badId: 'ID tugas tidak valid.',
} as const;

/** Indonesian labels of the states. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: 'Menunggu',
  retry: 'Diulang',
  active: 'Berjalan',
  completed: 'Selesai',
  failed: 'Gagal',
};

/** A job type name as the server registers them (`mail.deliver`). */
export const JobNameSchema = z
  .string({ error: JOBS_TEXT.badName })
  .trim()
  .min(1, JOBS_TEXT.badName)
  .max(100, JOBS_TEXT.badName)
  .regex(/^[a-z][a-z0-9_.-]*$/, JOBS_TEXT.badName);

/** `{id}` of POST /api/admin/jobs/{id}/retry: a pg-boss job id. */
export const JobIdParamsSchema = z.object({ id: z.uuid({ error: JOBS_TEXT.badId }) });

/** Counts of one job type: one number per state. */
export const JobCountsSchema = z.object({
  name: z.string(),
  counts: z.object({ created: z.number().int(), retry: z.number().int(), active: z.number().int(), completed: z.number().int(), failed: z.number().int() }),
});
export type JobCounts = z.infer<typeof JobCountsSchema>;

/** Answer of GET /api/admin/jobs: every registered job type (also those with no job yet), by name. */
export const JobCountsListSchema = z.object({ data: z.array(JobCountsSchema) });
export type JobCountsList = z.infer<typeof JobCountsListSchema>;

/** GET /api/admin/jobs/failed query: `name` narrows to one job type; paging as every console list. */
export const FailedJobsQuerySchema = PageQuerySchema.extend({ name: JobNameSchema.optional() });
export type FailedJobsQuery = z.input<typeof FailedJobsQuerySchema>;

/** One failed job: its payload and the error of its last try. */
export const FailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  data: z.unknown(),
  /** The error message of the last try (the stack stays in the database). */
  error: z.string().nullable(),
  /** Tries made: the first plus its retries. */
  tries: z.number().int(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** Answer of GET /api/admin/jobs/failed: newest failure first. */
export const FailedJobListSchema = pagedList(FailedJobSchema);
export type FailedJobList = z.infer<typeof FailedJobListSchema>;

/** Answer of POST /api/admin/jobs/{id}/retry: the job, now waiting for its retry. */
export const RetriedJobSchema = z.object({ data: z.object({ id: z.string(), name: z.string(), state: z.literal('retry') }) });
export type RetriedJob = z.infer<typeof RetriedJobSchema>;
