import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { defineJob, StaleJobError } from './jobs/define-job.ts';
import { registerJob } from './jobs/register-job.ts';
import { sendJob } from './jobs/send-job.ts';
import type { MailMessage, Mailer } from './mail.ts';

/** Tries per message (the request's own try, then the queue's) before it ends as a dead letter. */
export const MAIL_MAX_ATTEMPTS = 10;
/** How long a running try holds a message before another process may try it (seconds). */
const LEASE_SECONDS = 5 * 60;
/** The queue's first try comes this long after the commit: the request has tried by then (seconds). */
export const MAIL_JOB_DELAY_SECONDS = 60;

/**
 * The delivery job of one outbox message (decision 098, moved onto the queue by decision 181):
 * retried with back-off (about 1, 2, 4 … minutes, with jitter) by pg-boss, a dead letter (state
 * failed, visible at /admin/jobs) after the last try; the outbox row keeps its last error.
 */
export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  schema: z.object({ outboxId: z.number().int().positive() }),
  retryLimit: MAIL_MAX_ATTEMPTS - 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: LEASE_SECONDS,
  drainOnShutdown: true,
});

/**
 * Writes a message into the outbox and its delivery job (decisions 098, 181). Call it inside the
 * transaction that records what the message announces, so all are kept or none; then
 * `deliverMail(…, { ids: [id] })` after the commit for the immediate try. The job is the safety
 * net: it runs `MAIL_JOB_DELAY_SECONDS` later (on any server) and does nothing when the message
 * was sent. Returns the outbox id.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage, now: Date): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers ?? null, nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  await sendJob(tx, deliverMailJob, { outboxId: row!.id }, { startAfterSeconds: MAIL_JOB_DELAY_SECONDS });
  return row!.id;
}

/**
 * Delivers the given outbox messages (`ids`; every unsent one when absent), at most `limit`
 * (default 50). Each message is leased first (attempts + 1, held for 5 minutes), so two tries
 * (the request's and a job's, or two servers') never send it twice at once; then sent; then
 * marked sent, or given its error and released for the queue's next try. Never throws for a
 * failed delivery. Returns how many were sent and how many failed.
 */
export async function deliverMail(
  db: Db,
  mailer: Mailer,
  opts: { now: Date; log: Pick<FastifyBaseLogger, 'warn'>; ids?: number[]; limit?: number },
): Promise<{ sent: number; failed: number }> {
  const due = and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, opts.now), lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS));
  const pick = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(opts.ids ? and(due, inArray(mailOutbox.id, opts.ids)) : due)
    .orderBy(mailOutbox.id)
    .limit(opts.limit ?? 50)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(opts.now.getTime() + LEASE_SECONDS * 1000) })
    .where(inArray(mailOutbox.id, pick))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const m of leased) {
    try {
      await mailer.send({ to: m.recipient, subject: m.subject, text: m.text, html: m.html, messageId: outboxMessageId(m.id, m.createdAt), ...(m.headers ? { headers: m.headers } : {}) });
      await db.update(mailOutbox).set({ sentAt: opts.now, lastError: null }).where(eq(mailOutbox.id, m.id));
      sent++;
    } catch (err) {
      failed++;
      const message = err instanceof Error ? err.message : String(err);
      await db.update(mailOutbox).set({ lastError: message.slice(0, 1000), nextAttemptAt: opts.now }).where(eq(mailOutbox.id, m.id));
      opts.log.warn({ outboxId: m.id, attempts: m.attempts, err: message }, m.attempts >= MAIL_MAX_ATTEMPTS ? 'mail delivery failed; giving up' : 'mail delivery failed; the queue retries it');
    }
  }
  return { sent, failed };
}

/**
 * The Message-ID of an outbox message: the same on every try (delivery is at least once: a server
 * stopped between the send and its record sends it again), unique across databases by the row's
 * creation time.
 */
export function outboxMessageId(id: number, createdAt: Date): string {
  return `<outbox-${id}-${createdAt.getTime()}@kelas.mail>`;
}

/**
 * One run of the `mail.deliver` job: nothing when the message was sent (the usual case: the
 * request sent it), stale when its row is gone (an erased account), else one try; a failed try
 * or a message leased by another try throws, so pg-boss retries it with back-off.
 */
export async function runDeliverMailJob(db: Db, mailer: Mailer, opts: { outboxId: number; now: Date; log: Pick<FastifyBaseLogger, 'warn'> }): Promise<void> {
  const read = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, opts.outboxId)))[0];
  const before = await read();
  if (!before) throw new StaleJobError(`outbox message ${opts.outboxId} no longer exists`);
  if (before.sentAt) return;
  const result = await deliverMail(db, mailer, { now: opts.now, log: opts.log, ids: [opts.outboxId] });
  if (result.sent === 1) return;
  const after = await read();
  if (after?.sentAt) return;
  if (result.failed === 1) throw new Error(after?.lastError ?? 'mail delivery failed');
  if ((after?.attempts ?? 0) >= MAIL_MAX_ATTEMPTS) throw new Error(`gave up after ${MAIL_MAX_ATTEMPTS} tries: ${after?.lastError ?? ''}`);
  throw new Error('the message is being sent by another try');
}

/** Registers the outbox's delivery job (app.ts). */
export function registerMailOutbox(app: FastifyInstance): void {
  registerJob(app, deliverMailJob, ({ outboxId }, ctx) => runDeliverMailJob(app.db, app.mailer, { outboxId, now: app.now(), log: ctx.log }));
}
