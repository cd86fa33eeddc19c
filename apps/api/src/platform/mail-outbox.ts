import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { registerIntervalJob } from './interval-job.ts';
import type { MailMessage, Mailer } from './mail.ts';

/** Tries per message before the outbox stops retrying it (its `last_error` stays for an admin). */
export const MAIL_MAX_ATTEMPTS = 10;
/** How long a running try holds a message before another process may try it (seconds). */
const LEASE_SECONDS = 5 * 60;

/** Seconds to wait after the n-th failed try: 1, 2, 4 … minutes, at most 6 hours. */
export function mailRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/**
 * Writes a message into the outbox (decision 098). Call it inside the transaction that records
 * what the message announces, so both are kept or neither; then `deliverMail` after the commit.
 * Returns the outbox id.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage, now: Date): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html, nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Delivers due messages: the given `ids` (right after their commit), or every message whose
 * next try is due (the sweep), at most `limit`. Each message is leased first (attempts + 1,
 * next try moved 5 minutes on), so two processes never send it twice at once; then sent; then
 * marked sent, or given its error and a back-off (`mailRetryDelaySeconds`). Never throws for a
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
      await mailer.send({ to: m.recipient, subject: m.subject, text: m.text, html: m.html });
      await db.update(mailOutbox).set({ sentAt: opts.now, lastError: null }).where(eq(mailOutbox.id, m.id));
      sent++;
    } catch (err) {
      failed++;
      const message = err instanceof Error ? err.message : String(err);
      const retryAt = new Date(opts.now.getTime() + mailRetryDelaySeconds(m.attempts) * 1000);
      await db.update(mailOutbox).set({ lastError: message.slice(0, 1000), nextAttemptAt: retryAt }).where(eq(mailOutbox.id, m.id));
      opts.log.warn({ outboxId: m.id, attempts: m.attempts, err: message }, m.attempts >= MAIL_MAX_ATTEMPTS ? 'mail delivery failed; giving up' : 'mail delivery failed; will retry');
    }
  }
  return { sent, failed };
}

/**
 * The retry sweep: every `MAIL_RETRY_SWEEP_SECONDS` (0 = off) while the server is up, delivers
 * the outbox messages whose next try is due. The lease makes several processes safe.
 */
export function registerMailOutboxSweep(app: FastifyInstance): void {
  registerIntervalJob(app, {
    name: 'mail outbox sweep',
    seconds: app.config.MAIL_RETRY_SWEEP_SECONDS,
    run: () => deliverMail(app.db, app.mailer, { now: app.now(), log: app.log }),
  });
}
