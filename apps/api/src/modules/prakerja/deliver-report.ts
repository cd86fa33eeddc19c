import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import type { PrakerjaClient } from '../../platform/prakerja/client.ts';
import { isPrakerjaError, PrakerjaError } from '../../platform/prakerja/errors.ts';
import { signedTaskFileUrl } from '../assignments/presenters.ts';
import { findReportContext, leaseDueReports, updateReport, type ReportRow } from './queries.ts';

/** Tries per report before it is marked failed (an admin may retry it). */
export const PRAKERJA_MAX_ATTEMPTS = 8;
/** How long a running try holds a report before another process may take it (seconds). */
const LEASE_SECONDS = 5 * 60;
/** How long the file link handed to the programme stays valid (seconds): the programme reviews later. */
export const PRAKERJA_FILE_URL_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Seconds to wait after the n-th failed try: 1, 2, 4 … minutes, at most 6 hours. */
export function reportRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

export type ReportDeliveryDeps = {
  db: Db;
  client: PrakerjaClient | null;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Absolute base of links given to the programme (PUBLIC_URL). */
  publicUrl: string;
  fileUrlSecret: string;
};

/**
 * Delivers one report (the seam the job queue will call, decision 194): leases
 * it (skipped when it is not due, already settled, or another process holds it), then
 * `sendReport`. Never throws for a failed delivery: the outcome is written on the row.
 * Returns the outcome, or 'skipped'.
 */
export async function deliverPrakerjaReport(deps: ReportDeliveryDeps, id: number): Promise<'sent' | 'retry' | 'failed' | 'skipped'> {
  if (!deps.client) return 'skipped';
  const [leased] = await leaseDueReports(deps.db, { now: deps.now, ids: [id], limit: 1, leaseSeconds: LEASE_SECONDS, maxAttempts: PRAKERJA_MAX_ATTEMPTS });
  if (!leased) return 'skipped';
  return sendReport(deps, deps.client, leased);
}

/** The sweep: every due report, at most `limit`, each leased first (several processes are safe). */
export async function deliverDuePrakerjaReports(deps: ReportDeliveryDeps, limit = 20): Promise<{ sent: number; retry: number; failed: number }> {
  const counts = { sent: 0, retry: 0, failed: 0 };
  if (!deps.client) return counts;
  const leased = await leaseDueReports(deps.db, { now: deps.now, limit, leaseSeconds: LEASE_SECONDS, maxAttempts: PRAKERJA_MAX_ATTEMPTS });
  for (const r of leased) counts[await sendReport(deps, deps.client, r)]++;
  return counts;
}

/**
 * One try. Idempotent by asking first: the programme's submission status says what it already
 * holds, so a try after a lost answer never sends the work or the feedback a second time.
 * 1. status → 2. the learner's work unless held → 3. the feedback unless held → 4. status again:
 * the feedback must now be held (`status` > 0) → sent. Timeouts, 5xx, garbled answers and a
 * not-yet-confirmed status → back-off and retry; a refusal (4xx) or the last try → failed with the
 * programme's message.
 */
async function sendReport(deps: ReportDeliveryDeps, client: PrakerjaClient, report: ReportRow): Promise<'sent' | 'retry' | 'failed'> {
  const ctx = await findReportContext(deps.db, report.id);
  if (!ctx) return 'failed';
  const target = { redeemCode: ctx.redeemCode, scope: report.scope, sequence: report.sequence };
  try {
    const before = await client.submissionStatus(target);
    if (!((before.assignment?.status ?? 0) > 0)) {
      const file = signedTaskFileUrl({ secret: deps.fileUrlSecret, now: deps.now, ttlSeconds: PRAKERJA_FILE_URL_TTL_SECONDS, submission: ctx.submission });
      await client.submitAssignment({ ...target, urlFile: `${deps.publicUrl}${file.url}` });
    }
    if (!report.assignmentSentAt) await updateReport(deps.db, report.id, { assignmentSentAt: deps.now });
    if (!((before.feedback?.status ?? 0) > 0)) await client.sendFeedback({ ...target, notes: report.notes });
    const after = await client.submissionStatus(target);
    if (!((after.feedback?.status ?? 0) > 0)) throw new PrakerjaError('malformed', 'Prakerja belum mengonfirmasi umpan balik');
    await updateReport(deps.db, report.id, { status: 'sent', sentAt: deps.now, lastError: null, nextAttemptAt: null });
    return 'sent';
  } catch (err) {
    const message = isPrakerjaError(err) ? err.displayMessage : 'Kesalahan tak terduga saat mengirim laporan';
    const retryable = !isPrakerjaError(err) || err.retryable;
    const giveUp = !retryable || report.attempts >= PRAKERJA_MAX_ATTEMPTS;
    deps.log.warn({ prakerjaReport: report.id, attempts: report.attempts, reason: message }, giveUp ? 'prakerja report failed' : 'prakerja report will be retried');
    await updateReport(deps.db, report.id, {
      lastError: message.slice(0, 1000),
      ...(giveUp
        ? { status: 'failed' as const, nextAttemptAt: null }
        : { nextAttemptAt: new Date(deps.now.getTime() + reportRetryDelaySeconds(report.attempts) * 1000) }),
    });
    return giveUp ? 'failed' : 'retry';
  }
}

/** The delivery dependencies of a running app. */
export function reportDeps(app: FastifyInstance, log: Pick<FastifyBaseLogger, 'warn' | 'info'> = app.log): ReportDeliveryDeps {
  return { db: app.db, client: app.prakerja, now: app.now(), log, publicUrl: app.config.PUBLIC_URL, fileUrlSecret: app.config.FILE_URL_SECRET };
}

// Keyed by the database handle: route plugins get child Fastify instances, the handle is shared.
const inFlight = new WeakMap<object, Set<Promise<unknown>>>();

/**
 * Delivers a freshly committed report without holding the caller's answer (a programme that
 * times out must not slow a mentor's grade): the promise is tracked so closing the app waits for
 * it. A failure is logged; the row keeps its lease and back-off, and the sweep takes it up.
 */
export function deliverInBackground(app: FastifyInstance, id: number, log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>): Promise<unknown> {
  const set = inFlight.get(app.db) ?? new Set<Promise<unknown>>();
  inFlight.set(app.db, set);
  const p = deliverPrakerjaReport(reportDeps(app, log), id)
    .catch((err: unknown) => log.error({ err, prakerjaReport: id }, 'prakerja report: delivery left to the sweep'))
    .finally(() => set.delete(p));
  set.add(p);
  return p;
}

/** Resolves when every background delivery started so far has ended (tests, shutdown). */
export async function settleBackgroundDeliveries(app: FastifyInstance): Promise<void> {
  await Promise.all([...(inFlight.get(app.db) ?? [])]);
}

/**
 * The retry of due reports (decision 194, moved onto the queue at merge): a pg-boss schedule sends
 * it once a minute across all servers (decision 180). The back-off, the attempts and the failed
 * state an admin sees live on each `prakerja_reports` row, so the job itself is not retried: the
 * next minute's run takes up what is still due. The lease keeps a row to one try at a time.
 */
export const deliverDueReportsJob = defineJob({
  name: 'prakerja.deliver-due-reports',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
});

/**
 * Registers the programme's report delivery (only when the integration is configured): the
 * scheduled retry above, and closing the app waits for deliveries started right after a grade.
 */
export function registerPrakerjaReportDelivery(app: FastifyInstance): void {
  app.addHook('onClose', async () => settleBackgroundDeliveries(app));
  if (!app.prakerja) return;
  registerJob(app, deliverDueReportsJob, async (_payload, { log }) => {
    const counts = await deliverDuePrakerjaReports(reportDeps(app, log));
    if (counts.sent + counts.retry + counts.failed > 0) log.info(counts, 'prakerja reports delivered');
  });
}
