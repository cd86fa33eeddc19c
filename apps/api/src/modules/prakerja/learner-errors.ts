import { PRAKERJA_MESSAGES } from '@kelas/contracts/prakerja';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { isPrakerjaError } from '../../platform/prakerja/errors.ts';
import type { PrakerjaClient } from '../../platform/prakerja/client.ts';

/**
 * The client, or 404 PRAKERJA_DISABLED when PRAKERJA_* is not configured: on this deployment the
 * programme's features do not exist (a configuration state, not an outage, so not a 5xx).
 */
export function requireClient(client: PrakerjaClient | null): PrakerjaClient {
  if (!client) throw new AppError(404, PRAKERJA_MESSAGES.disabled, 'PRAKERJA_DISABLED');
  return client;
}

/**
 * Runs a programme call for a learner-facing request and turns its failure into a clear answer:
 * programme down, timeout or garbled answer → 503
 * PRAKERJA_UNAVAILABLE (try again); our signature/timestamp refused → 502 PRAKERJA_REJECTED (logged
 * for the operators; the learner can try again); the programme refusing the code → 422 under
 * `redeem_code` with the programme's own reason (404 → "not found" in our words).
 */
export async function askProgramme<T>(log: Pick<FastifyBaseLogger, 'warn' | 'error'>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isPrakerjaError(err)) throw err;
    const d = err.details;
    if (err.kind === 'unavailable' || err.kind === 'malformed') {
      log.warn({ prakerja: { kind: err.kind, path: d.path, status: d.httpStatus } }, 'prakerja call failed');
      throw new AppError(503, PRAKERJA_MESSAGES.unavailable, 'PRAKERJA_UNAVAILABLE');
    }
    if (err.kind === 'auth') {
      log.error({ prakerja: { path: d.path, status: d.httpStatus, code: d.programmeCode, message: d.programmeMessage } }, 'prakerja refused our credentials, signature or timestamp');
      throw new AppError(502, PRAKERJA_MESSAGES.rejected, 'PRAKERJA_REJECTED');
    }
    if (d.httpStatus === 404) throw fieldError('redeem_code', PRAKERJA_MESSAGES.unknown, 'PRAKERJA_CODE_UNKNOWN');
    const reason = d.programmeMessage ? `Prakerja: ${d.programmeMessage.replace(/\.?$/, '.')}` : PRAKERJA_MESSAGES.rejected;
    throw fieldError('redeem_code', reason, 'PRAKERJA_REFUSED');
  }
}
