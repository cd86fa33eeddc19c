import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One e-mail. `messageId` (an RFC 5322 Message-ID, `<…@…>`) is set for outbox messages: a try cut
 * off between the send and its record is sent again with the same id, which mail clients show once.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId?: string;
  /** Extra header lines, e.g. a notification's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058, decision 279). */
  headers?: Record<string, string>;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * E-mail (architecture "e-mail"): SMTP when `smtpUrl` is set; otherwise each message is written
 * as an .eml file under `{dataDir}/mail/` (`{ISO time}-{count}-{recipient}.eml`, so names sort in
 * the order written) and one log line names the recipient and subject.
 */
export function createMailer(opts: { smtpUrl?: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Two messages to one recipient in the same millisecond (a delivery run sends a learner's grade
  // notice and receipt back to back) each keep their file: the name carries this process's count.
  let written = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await fs.promises.mkdir(dir, { recursive: true });
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const seq = String(written++).padStart(6, '0');
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${seq}-${safeTo}.eml`);
      // Written whole or not at all: a process stopped mid-write leaves no half message.
      await fs.promises.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.promises.rename(`${file}.tmp`, file);
      opts.log.info({ to: m.to, subject: m.subject, file }, 'mail written');
    },
  };
}
