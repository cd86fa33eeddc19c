import { z } from 'zod';

/** Messages and codes of an unavailable service (decision 100). */
export const HEALTH_MESSAGES = {
  unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
  shuttingDown: 'Server sedang dimatikan. Silakan coba lagi sebentar lagi.',
  /** The file store (S3) cannot be reached or refused the call (decision 185). */
  storageUnavailable: 'Penyimpanan berkas sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
} as const;

export const HEALTH_CODES = {
  /** The database cannot be reached, is restarting or did not answer in time (503). */
  dbUnavailable: 'DB_UNAVAILABLE',
  /** The database answers but its schema is behind the server's migrations (503 on /api/ready). */
  migrationsPending: 'MIGRATIONS_PENDING',
  /** The process is stopping (503 on /api/ready). */
  shuttingDown: 'SHUTTING_DOWN',
  /** The file store cannot be reached or failed (503, nothing written). */
  storageUnavailable: 'STORAGE_UNAVAILABLE',
} as const;

/** GET /api/health → 200 `{ ok: true }`: the process answers (no database call). */
export const HealthResponseSchema = z.object({ ok: z.literal(true) });

/**
 * GET /api/ready → 200 `{ ok: true, database: 'ok', migrations: 'current' }`, or 503
 * `{ ok: false, message, code, database, migrations }` (`unknown` when not checked).
 */
export const ReadyResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['current', 'pending', 'unknown']),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
