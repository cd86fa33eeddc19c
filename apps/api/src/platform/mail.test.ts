import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mail.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-mail-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const log = { info: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'];

describe('the file transport', () => {
  it('keeps two messages to one recipient written in the same millisecond, in the order written, with their Message-ID', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00.000Z'), toFake: ['Date'] });
    try {
      const mailer = createMailer({ from: 'Kelas <noreply@kelas.test>', dataDir, log });
      await mailer.send({ to: 'ani@example.com', subject: 'Pertama', text: '1', html: '<p>1</p>', messageId: '<outbox-1-1@kelas.mail>' });
      await mailer.send({ to: 'ani@example.com', subject: 'Kedua', text: '2', html: '<p>2</p>' });
    } finally {
      vi.useRealTimers();
    }
    const dir = path.join(dataDir, 'mail');
    const files = fs.readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('-ani@example.com.eml'))).toBe(true);
    const [first, second] = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    expect(first).toMatch(/^Subject: Pertama$/m);
    expect(first).toMatch(/^Message-ID: <outbox-1-1@kelas\.mail>$/m);
    expect(second).toMatch(/^Subject: Kedua$/m);
  });
});
