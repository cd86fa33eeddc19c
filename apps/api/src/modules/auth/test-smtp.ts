import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message received by the test SMTP server, with quoted-printable undone so codes and links can be read. */
export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes (UTF-8 aware). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const m = joined[i] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server on loopback for API tests, so that they send through a real SMTP
 * server: point SMTP_URL at `url`, then `next(to)` waits for the next message to that address.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const taken = new Set<ReceivedMail>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next not-yet-read message to `to`; rejects after `timeoutMs`. */
    async next(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    /** Messages to `to` received so far. */
    countTo: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The 6-digit code of a verification mail. */
export const codeOf = (mail: ReceivedMail) => /Anda:\s+(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** The reset token of a reset mail's link. */
export const resetTokenOf = (mail: ReceivedMail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
