import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage, Mailer } from './mail.ts';
import { deliverMail, deliverMailJob, enqueueMail, MAIL_JOB_DELAY_SECONDS, MAIL_MAX_ATTEMPTS } from './mail-outbox.ts';
import { sendJob } from './jobs/send-job.ts';

/** An SMTP stand-in: records what it was given; fails while `failing` is set. */
function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean; delayMs: number } {
  const m = {
    sent: [] as MailMessage[],
    failing: false,
    delayMs: 0,
    async send(message: MailMessage) {
      if (m.delayMs) await new Promise((r) => setTimeout(r, m.delayMs));
      if (m.failing) throw new Error('421 service not available');
      m.sent.push(message);
    },
  };
  return m;
}

const log = { warn: () => undefined };
const message = (n: number): MailMessage => ({ to: `outbox-${n}@example.com`, subject: `Subjek ${n}`, text: `Isi ${n}`, html: `<p>Isi ${n}</p>` });

type JobRow = { state: string; output: unknown; start_after: Date; data: { outboxId: number } };
const jobsOf = async (t: TestApp, outboxId: number) =>
  ((await t.app.db.execute(sql`select state, output, start_after, data from pgboss.job where name = 'mail.deliver' and (data->>'outboxId')::int = ${outboxId}`)) as unknown as { rows: JobRow[] }).rows;

describe('mail outbox (decisions 098, 181)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const row = async (id: number) => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('writes the delivery job with the message, in the same transaction, due a minute later', async () => {
    const now = new Date();
    const id = await t.app.db.transaction((tx) => enqueueMail(tx, message(30), now));
    const [job] = await jobsOf(t, id);
    expect(job).toMatchObject({ state: 'created', data: { outboxId: id } });
    expect(new Date(job!.start_after).getTime() - Date.now()).toBeGreaterThan((MAIL_JOB_DELAY_SECONDS - 5) * 1000);

    let rolledBack = 0;
    await expect(
      t.app.db.transaction(async (tx) => {
        rolledBack = await enqueueMail(tx, message(31), now);
        throw new Error('grade refused');
      }),
    ).rejects.toThrow('grade refused');
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, rolledBack))).toEqual([]);
    expect(await jobsOf(t, rolledBack)).toEqual([]);
  });

  it('sends a message once and marks it sent', async () => {
    const mailer = recordingMailer();
    const now = new Date();
    const id = await enqueueMail(t.app.db, message(1), now);
    expect(await deliverMail(t.app.db, mailer, { now, log, ids: [id] })).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent).toEqual([{ ...message(1), messageId: expect.stringMatching(new RegExp(`^<outbox-${id}-\\d+@kelas\\.mail>$`)) }]);
    expect(await row(id)).toMatchObject({ attempts: 1, sentAt: now, lastError: null });
    expect(await deliverMail(t.app.db, mailer, { now: new Date(now.getTime() + 3_600_000), log, ids: [id] })).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('keeps a failed message with its error, released for the next try, until it is sent', async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    const now = new Date();
    const id = await enqueueMail(t.app.db, message(2), now);
    expect(await deliverMail(t.app.db, mailer, { now, log, ids: [id] })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, sentAt: null, lastError: '421 service not available', nextAttemptAt: now });

    mailer.failing = false;
    const later = new Date(now.getTime() + 60_000);
    expect(await deliverMail(t.app.db, mailer, { now: later, log, ids: [id] })).toMatchObject({ sent: 1 });
    expect(mailer.sent.map((m) => m.to)).toContain('outbox-2@example.com');
    expect(await row(id)).toMatchObject({ attempts: 2, sentAt: later, lastError: null });
  });

  it('sends a message again with the same Message-ID when a try was cut off after the send', async () => {
    const mailer = recordingMailer();
    const now = new Date();
    const id = await enqueueMail(t.app.db, message(5), now);
    // A server stopped between the send and its record: the message went out, the row says unsent.
    await deliverMail(t.app.db, mailer, { now, log, ids: [id] });
    await t.app.db.update(mailOutbox).set({ sentAt: null, nextAttemptAt: now }).where(eq(mailOutbox.id, id));
    await deliverMail(t.app.db, mailer, { now: new Date(now.getTime() + 60_000), log, ids: [id] });
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]!.messageId).toBe(mailer.sent[0]!.messageId);
  });

  it('does not send a message while another try holds it (the 5-minute lease)', async () => {
    const slow = recordingMailer();
    slow.delayMs = 300;
    const now = new Date();
    const id = await enqueueMail(t.app.db, message(4), now);
    const first = deliverMail(t.app.db, slow, { now, log, ids: [id] });
    await new Promise((r) => setTimeout(r, 100));
    expect(await deliverMail(t.app.db, slow, { now: new Date(now.getTime() + 60_000), log, ids: [id] })).toEqual({ sent: 0, failed: 0 });
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(slow.sent).toHaveLength(1);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries and keeps the last error`, async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    let now = new Date();
    const id = await enqueueMail(t.app.db, message(3), now);
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      await deliverMail(t.app.db, mailer, { now, log, ids: [id] });
      now = new Date(now.getTime() + 7 * 60 * 60 * 1000);
    }
    expect(await row(id)).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, lastError: '421 service not available' });
  });

  it('never sends one message twice when two deliveries run at once', async () => {
    const mailer = recordingMailer();
    mailer.delayMs = 20;
    const now = new Date();
    const ids = await Promise.all([10, 11, 12, 13, 14].map((n) => enqueueMail(t.app.db, message(n), now)));
    const [a, b] = await Promise.all([deliverMail(t.app.db, mailer, { now, log, ids }), deliverMail(t.app.db, mailer, { now, log, ids })]);
    expect(a.sent + b.sent).toBe(5);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([10, 11, 12, 13, 14].map((n) => `outbox-${n}@example.com`));
  });
  it('the queue delivers a message the request failed to send; a sent message completes its job; a gone one is stale', async () => {
    const mailer = recordingMailer();
    const local = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' }, mailer });
    try {
      mailer.failing = true;
      const id = await enqueueMail(local.app.db, message(20), new Date());
      expect(await deliverMail(local.app.db, mailer, { now: new Date(), log, ids: [id] })).toEqual({ sent: 0, failed: 1 });
      mailer.failing = false;
      // The queue's try, without waiting for the minute: the same job, due now.
      await sendJob(local.app.db, deliverMailJob, { outboxId: id });
      local.app.jobs.wake(deliverMailJob.name);
      await expect.poll(() => mailer.sent.map((m) => m.to), { timeout: 10_000 }).toEqual(['outbox-20@example.com']);
      await expect.poll(async () => (await jobsOf(local, id)).map((j) => j.state).sort(), { timeout: 5000 }).toEqual(['completed', 'created']);

      // A deleted message (an erased account): the job completes as stale, nothing is sent.
      const gone = await enqueueMail(local.app.db, message(21), new Date());
      await local.app.db.delete(mailOutbox).where(eq(mailOutbox.id, gone));
      await sendJob(local.app.db, deliverMailJob, { outboxId: gone });
      await expect.poll(async () => (await jobsOf(local, gone)).find((j) => j.state === 'completed')?.output, { timeout: 10_000 }).toEqual({ stale: `outbox message ${gone} no longer exists` });
      expect(mailer.sent).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});
