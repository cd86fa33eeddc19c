import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ChannelSettings } from '@kelas/contracts/notification-channels';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox, notificationDeliveries, notifications, pushSubscriptions, webPushKeys } from '../../db/schema/index.ts';
import { deliverMail } from '../../platform/mail-outbox.ts';
import { normalizeWhatsAppNumber } from '../../platform/whatsapp.ts';
import { createLearner } from '../checkout/checkout.fixtures.ts';
import { runPushDelivery, runWhatsAppDelivery } from './deliver-channels.ts';
import { notify, type NotifyOptions } from './notify.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';
import { webPushKeySource } from './web-push-keys.ts';

/** A loopback stand-in of the WhatsApp Cloud API and of a browser's push service: records every call, answers `status`. */
type Call = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
const standIn = { calls: [] as Call[], status: 200, server: null as http.Server | null, base: '' };

let t: TestApp;
type Learner = { id: number; email: string; headers: Record<string, string> };
let ani: Learner;

beforeAll(async () => {
  standIn.server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      standIn.calls.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const whatsapp = (req.url ?? '').includes('/messages');
      res.writeHead(standIn.status, { 'content-type': 'application/json' });
      res.end(whatsapp ? JSON.stringify(standIn.status === 200 ? { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } : { error: { message: 'stand-in refuses', code: 131000 } }) : '');
    });
  });
  await new Promise<void>((resolve) => standIn.server!.listen(0, '127.0.0.1', resolve));
  standIn.base = `http://127.0.0.1:${(standIn.server!.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      JOB_WORKERS: 'false',
      WHATSAPP_TOKEN: 'stand-in-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_URL: `${standIn.base}/v21.0`,
      WEB_PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    },
  });
  ani = await signIn('Ani Saluran');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.server?.close(resolve));
});
beforeEach(() => {
  standIn.calls = [];
  standIn.status = 200;
});

async function signIn(name: string): Promise<Learner> {
  const l = await createLearner(t.app.db, name);
  return { ...l, headers: bearer(await t.login(l.email)) };
}

const settings = (l: Learner) => t.app.inject({ method: 'GET', url: '/api/profile/notifications', headers: l.headers });
const save = (l: Learner, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/profile/notifications', headers: l.headers, payload: payload as object });
const subscribe = (l: Learner, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/notifications/push-subscriptions', headers: l.headers, payload: payload as object });
const on = { email: true, push: true, whatsapp: true };
/** What a learner has before choosing: WhatsApp waits for their opt-in. */
const byDefault = { email: true, push: true, whatsapp: false };

/** A browser's subscription: a real P-256 key and auth secret (the payload is encrypted to them), the stand-in as its push service. */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${standIn.base}/push/${randomBytes(8).toString('hex')}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const gradedEvent = (userId: number, eventKey: string): NotifyOptions => ({
  config: t.app.config,
  userId,
  type: 'assignment.graded',
  params: { course: 'Analisis Data', item: 'Tugas 1', score: 90, feedback: 'Bagus', regraded: false },
  eventKey,
  link: '/learning/analisis-data',
  now: t.clock.now,
});
const jobsOf = async (name: string, notificationId: number) =>
  (
    (await t.app.db.execute(
      sql`select j.data from pgboss.job j join notification_deliveries d on d.id = (j.data->>'deliveryId')::int where j.name = ${name} and d.notification_id = ${notificationId}`,
    )) as unknown as { rows: { data: { type: string; deliveryId: number } }[] }
  ).rows;
const deps = () => ({ db: t.app.db, now: () => t.app.now(), log: t.app.log, config: t.app.config, vapid: webPushKeySource(t.app.db, t.app.config, () => t.app.now()) });

describe('GET|PUT /api/profile/notifications (decision 279)', () => {
  it('answers e-mail and push on and WhatsApp off by default, saves the groups given, keeps the others', async () => {
    const res = await settings(ani);
    expect(res.statusCode).toBe(200);
    const data: ChannelSettings = res.json().data;
    expect(data.groups).toEqual({ payments: byDefault, learning: byDefault, discussions: byDefault, sessions: byDefault });
    expect(data.whatsapp).toEqual({ configured: true, available: true });
    expect(data.push.devices).toBe(0);
    expect(data.always_emailed).toContain('payment.received');

    const saved = await save(ani, { groups: { discussions: { email: false, push: true, whatsapp: false } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Pengaturan notifikasi disimpan.');
    expect(saved.json().data.groups.discussions).toEqual({ email: false, push: true, whatsapp: false });
    expect((await settings(ani)).json().data.groups).toMatchObject({ payments: byDefault, discussions: { email: false, push: true, whatsapp: false } });
    expect((await save(ani, { groups: { discussions: on } })).json().data.groups.discussions).toEqual(on);
  });

  it('answers 401 without a session and 422 for bad input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile/notifications', payload: { groups: {} } })).statusCode).toBe(401);
    for (const payload of [
      {},
      { groups: { marketing: on } },
      { groups: { payments: { email: 'ya', push: true, whatsapp: true } } },
      { groups: { payments: { email: true, push: true } } },
      { groups: { payments: null } },
      { groups: [] },
    ]) {
      const res = await save(ani, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    const en = await t.app.inject({ method: 'PUT', url: '/api/profile/notifications', headers: { ...ani.headers, 'accept-language': 'en' }, payload: { groups: { marketing: on } } });
    expect(en.json().message).toBe('Unknown notification group.');
  });
});

describe('web push subscriptions (decision 279)', () => {
  it('serves one VAPID public key, kept in the database', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/notifications/push-key' });
    expect(a.statusCode).toBe(200);
    const key = a.json().data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/push-key' })).json().data.public_key).toBe(key);
    const [row] = await t.app.db.select().from(webPushKeys);
    expect(row!.publicKey).toBe(key);
  });

  it('keeps one row per endpoint, refuses other hosts and bad keys, deletes by endpoint', async () => {
    const l = await signIn('Budi Perangkat');
    const sub = browserSubscription();
    const first = await subscribe(l, sub);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.devices).toBe(1);
    // The same browser again (new keys): the row is replaced, not doubled.
    expect((await subscribe(l, { ...sub, keys: browserSubscription().keys })).json().data.devices).toBe(1);
    expect((await settings(l)).json().data.push.devices).toBe(1);

    for (const payload of [
      { ...sub, endpoint: 'https://push.evil.example/x' },
      { ...sub, endpoint: 'not a url' },
      { ...sub, keys: { p256dh: 'short', auth: sub.keys.auth } },
      { endpoint: sub.endpoint },
      {},
    ]) {
      const res = await subscribe(l, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/push-subscriptions', payload: sub })).statusCode).toBe(401);
    // Another user cannot delete it.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/notifications/push-subscriptions', headers: ani.headers, payload: { endpoint: sub.endpoint } })).statusCode).toBe(200);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toHaveLength(1);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/notifications/push-subscriptions', headers: l.headers, payload: { endpoint: sub.endpoint } });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data.devices).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/notifications/push-subscriptions', headers: l.headers, payload: {} })).statusCode).toBe(422);
  });
});

describe('one-click unsubscribe (decision 279)', () => {
  it('every notification e-mail carries List-Unsubscribe (RFC 8058) and a footer link; GET asks, POST turns the group\'s e-mail off', async () => {
    const l = await signIn('Citra Berhenti');
    const sent = await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:unsub-1')));
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mailIds[0]!));
    const url = mail!.headers!['List-Unsubscribe']!.replace(/^<|>$/g, '');
    expect(url).toBe(`${t.app.config.PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(t.app.config.FILE_URL_SECRET, l.id, 'learning'))}`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(`Berhenti berlangganan: ${url}`);
    expect(mail!.html).toContain('Berhenti berlangganan</a>');

    // The written message has the headers.
    await deliverMail(t.app.db, t.app.mailer, { now: t.app.now(), log: t.app.log, ids: sent.mailIds });
    const dir = path.join(t.dataDir, 'mail');
    const file = (await fs.readdir(dir)).find((f) => f.includes(l.email.replace(/[^a-zA-Z0-9@._-]/g, '_')));
    const eml = await fs.readFile(path.join(dir, file!), 'utf8');
    expect(eml.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^List-Unsubscribe: <http:\/\/.+\/api\/notifications\/unsubscribe\?token=.+>\r?$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const local = url.slice(t.app.config.PUBLIC_URL.length);
    const page = await t.app.inject({ method: 'GET', url: local });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`Berhenti menerima e-mail tentang &quot;Belajar (nilai tugas, sertifikat, pengumuman kelas)&quot; di ${l.email}?`);
    expect(page.body).toContain('/programmu/profile?tab=notifikasi');
    // Opening the link changes nothing.
    expect((await settings(l)).json().data.groups.learning.email).toBe(true);

    const tampered = local.replace(/.{4}$/, 'AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: tampered, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);
    const otherGroup = local.replace('.learning.', '.payments.');
    expect((await t.app.inject({ method: 'POST', url: otherGroup, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);

    const one = await t.app.inject({ method: 'POST', url: local, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.body).toContain('Kamu tidak akan lagi menerima e-mail tentang &quot;Belajar (nilai tugas, sertifikat, pengumuman kelas)&quot;');
    expect((await settings(l)).json().data.groups).toMatchObject({ learning: { email: false, push: true, whatsapp: false }, payments: byDefault });

    // A switched-off channel is not planned: the next grade is in-app only; the receipt is always e-mailed, without the header.
    const next = await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:unsub-2')));
    expect(next.notificationId).not.toBeNull();
    expect(next.mailIds).toEqual([]);
    await save(l, { groups: { payments: { email: false, push: false, whatsapp: false } } });
    const receipt = await t.app.db.transaction((tx) =>
      notify(tx, { ...gradedEvent(l.id, 'payment.received:unsub-3'), type: 'payment.received', params: { invoice: 'INV/1', total: 100_000, titles: ['Kelas A'] } }),
    );
    expect(receipt.mailIds).toHaveLength(1);
    const [receiptMail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, receipt.mailIds[0]!));
    expect(receiptMail!.headers).toBeNull();
  });
});

describe('push and WhatsApp sends are jobs, once per notification and channel (decision 279)', () => {
  it('plans both in notify\'s transaction (a rollback plans nothing); a switched-off channel is not planned', async () => {
    const l = await signIn('Dodi Saluran');
    await save(l, { groups: { learning: on } }); // WhatsApp only after the learner's opt-in.
    expect((await subscribe(l, browserSubscription())).statusCode).toBe(200);
    const sent = await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:plan-1')));
    expect(await jobsOf('notify.push', sent.notificationId!)).toEqual([{ data: expect.objectContaining({ type: 'assignment.graded' }) }]);
    expect(await jobsOf('notify.whatsapp', sent.notificationId!)).toEqual([{ data: expect.objectContaining({ type: 'assignment.graded' }) }]);
    // The same event again plans nothing more.
    await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:plan-1')));
    expect(await t.app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, sent.notificationId!))).toHaveLength(2);

    await t.app.db
      .transaction(async (tx) => {
        await notify(tx, gradedEvent(l.id, 'assignment.graded:rolled-back'));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await t.app.db.select().from(notifications).where(and(eq(notifications.userId, l.id), eq(notifications.eventKey, 'assignment.graded:rolled-back')))).toEqual([]);

    await save(l, { groups: { learning: { email: true, push: false, whatsapp: false } } });
    const quiet = await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:plan-2')));
    expect(quiet.mailIds).toHaveLength(1);
    expect(await t.app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, quiet.notificationId!))).toEqual([]);
  });

  it('a job run twice sends once: the push message encrypted with VAPID, the WhatsApp template as Meta documents it', async () => {
    const l = await signIn('Eka Dua Kali');
    await save(l, { groups: { learning: on } }); // WhatsApp only after the learner's opt-in.
    const sub = browserSubscription();
    await subscribe(l, sub);
    const sent = await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:twice')));
    const [push] = await jobsOf('notify.push', sent.notificationId!);
    const [wa] = await jobsOf('notify.whatsapp', sent.notificationId!);
    for (let i = 0; i < 2; i++) {
      await runPushDelivery(deps(), push!.data.deliveryId);
      await runWhatsAppDelivery(deps(), wa!.data.deliveryId);
    }
    const pushCalls = standIn.calls.filter((c) => c.path.startsWith('/push/'));
    expect(pushCalls).toHaveLength(1);
    expect(pushCalls[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(pushCalls[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(pushCalls[0]!.path).toBe(new URL(sub.endpoint).pathname);

    const waCalls = standIn.calls.filter((c) => c.path === '/v21.0/1098765/messages');
    expect(waCalls).toHaveLength(1);
    expect(waCalls[0]!.headers.authorization).toBe('Bearer stand-in-token');
    expect(JSON.parse(waCalls[0]!.body.toString())).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281200001111',
      type: 'template',
      template: {
        name: 'kelas_assignment_graded',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Eka Dua Kali' },
              { type: 'text', text: 'Tugas kamu sudah dinilai: Tugas 1' },
              { type: 'text', text: 'Nilai 90 untuk tugas "Tugas 1" di kelas "Analisis Data".' },
              { type: 'text', text: `${t.app.config.PUBLIC_URL}/learning/analisis-data` },
            ],
          },
        ],
      },
    });
    const rows = await t.app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, sent.notificationId!));
    expect(rows.map((r) => r.outcome)).toEqual(['sent', 'sent']);
  });

  it('a failing WhatsApp or push service leaves the in-app and e-mail copies; the job retries; a gone subscription (410) is deleted', async () => {
    const l = await signIn('Fajar Gagal');
    await save(l, { groups: { learning: on } }); // WhatsApp only after the learner's opt-in.
    await subscribe(l, browserSubscription());
    const sent = await t.app.db.transaction((tx) => notify(tx, gradedEvent(l.id, 'assignment.graded:fails')));
    const [push] = await jobsOf('notify.push', sent.notificationId!);
    const [wa] = await jobsOf('notify.whatsapp', sent.notificationId!);
    standIn.status = 500;
    await expect(runPushDelivery(deps(), push!.data.deliveryId)).rejects.toThrow(/push service answered 500/);
    await expect(runWhatsAppDelivery(deps(), wa!.data.deliveryId)).rejects.toThrow(/WhatsApp answered 500: stand-in refuses/);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.id, sent.notificationId!))).toHaveLength(1);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mailIds[0]!));
    expect(mail).toBeDefined();
    const failed = await t.app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, sent.notificationId!));
    expect(failed.every((d) => d.sentAt === null && d.lastError !== null && d.leaseUntil === null)).toBe(true);

    // The retry: WhatsApp accepts; the browser's push service says the subscription is gone.
    standIn.status = 200;
    await runWhatsAppDelivery(deps(), wa!.data.deliveryId);
    standIn.status = 410;
    await runPushDelivery(deps(), push!.data.deliveryId);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, l.id))).toEqual([]);
    const after = await t.app.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, sent.notificationId!));
    expect(Object.fromEntries(after.map((d) => [d.channel, d.outcome]))).toEqual({ push: 'skipped', whatsapp: 'sent' });
  });
});

describe('OpenAPI (decision 279)', () => {
  it('documents every call of the channels with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const calls: [string, string, string[]][] = [
      ['/api/profile/notifications', 'get', ['200', '401']],
      ['/api/profile/notifications', 'put', ['200', '401', '422']],
      ['/api/notifications/push-key', 'get', ['200']],
      ['/api/notifications/push-subscriptions', 'post', ['200', '401', '422']],
      ['/api/notifications/push-subscriptions', 'delete', ['200', '401', '422']],
      ['/api/notifications/unsubscribe', 'get', ['200', '400', '415', '422']],
      ['/api/notifications/unsubscribe', 'post', ['200', '400', '415', '422']],
    ];
    for (const [path, method, statuses] of calls) expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort(), `${method} ${path}`).toEqual(statuses);
  });
});

describe('WhatsApp numbers (decision 279)', () => {
  it('normalises Indonesian numbers to E.164 digits without +', () => {
    expect(normalizeWhatsAppNumber('0812-3456-7890')).toBe('6281234567890');
    expect(normalizeWhatsAppNumber('+62 812 3456 7890')).toBe('6281234567890');
    expect(normalizeWhatsAppNumber('81234567890')).toBe('6281234567890');
    expect(normalizeWhatsAppNumber('+1 (415) 555-0100')).toBe('14155550100');
    expect(normalizeWhatsAppNumber('12345')).toBeNull();
    expect(normalizeWhatsAppNumber(null)).toBeNull();
  });
});
