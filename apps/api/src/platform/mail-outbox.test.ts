import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailMessage, Mailer } from './mail.ts';
import { deliverMail, enqueueMail, MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds } from './mail-outbox.ts';

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

describe('mail outbox (decision 098)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const row = async (id: number) => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('backs off 1, 2, 4 … minutes, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(mailRetryDelaySeconds)).toEqual([60, 120, 240, 480]);
    expect(mailRetryDelaySeconds(20)).toBe(6 * 60 * 60);
  });

  it('sends a message once and marks it sent', async () => {
    const mailer = recordingMailer();
    const now = new Date();
    const id = await enqueueMail(t.app.db, message(1), now);
    expect(await deliverMail(t.app.db, mailer, { now, log, ids: [id] })).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent).toEqual([message(1)]);
    expect(await row(id)).toMatchObject({ attempts: 1, sentAt: now, lastError: null });
    expect(await deliverMail(t.app.db, mailer, { now: new Date(now.getTime() + 3_600_000), log, ids: [id] })).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('keeps a failed message with its error and retries it when due, until it is sent', async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    const now = new Date();
    const id = await enqueueMail(t.app.db, message(2), now);
    expect(await deliverMail(t.app.db, mailer, { now, log, ids: [id] })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 1, sentAt: null, lastError: '421 service not available', nextAttemptAt: new Date(now.getTime() + 60_000) });

    mailer.failing = false;
    const early = new Date(now.getTime() + 59_000);
    expect(await deliverMail(t.app.db, mailer, { now: early, log, ids: [id] })).toEqual({ sent: 0, failed: 0 });
    const due = new Date(now.getTime() + 60_000);
    expect(await deliverMail(t.app.db, mailer, { now: due, log })).toMatchObject({ sent: 1 });
    expect(mailer.sent.map((m) => m.to)).toContain('outbox-2@example.com');
    expect(await row(id)).toMatchObject({ attempts: 2, sentAt: due, lastError: null });
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
  it('retries due messages in the background while the server is up (MAIL_RETRY_SWEEP_SECONDS)', async () => {
    const mailer = recordingMailer();
    const local = await createTestApp({ env: { MAIL_RETRY_SWEEP_SECONDS: '1' }, mailer });
    try {
      const id = await enqueueMail(local.app.db, message(20), new Date(Date.now() - 1000));
      await expect.poll(() => mailer.sent.map((m) => m.to), { timeout: 5000 }).toEqual(['outbox-20@example.com']);
      await expect.poll(async () => (await local.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.sentAt, { timeout: 2000 }).not.toBeNull();
    } finally {
      await local.close();
    }
  });
});
