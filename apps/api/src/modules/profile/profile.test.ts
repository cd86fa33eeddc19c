import { AUTH_TEXT } from '@kelas/contracts/auth';
import { PROFILE_TEXT } from '@kelas/contracts/profile';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// Real (tiny) images: an avatar's header must be readable, its pixel count is checked from it.
const JPEG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa3322' } }).jpeg().toBuffer();
const WEBP = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2233aa' } }).webp().toBuffer();
// The first bytes of each type and nothing after: recognised by sniffing, but no image.
const JPEG_HEAD = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----kelasboundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile (GET/POST /api/profile, new-password, avatar)', () => {
  let t: TestApp;
  let token: string;
  const auth = () => bearer(token);
  const valid = { name: 'Putri Lestari', email: 'learner@example.com', phone: '081234567890', gender: 'female', birth_date: '1999-04-12' };

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '10000', LOGIN_FAILURES_PER_ACCOUNT: '3' } });
    token = await t.login('learner@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['POST', '/api/profile'],
      ['POST', '/api/profile/new-password'],
      ['POST', '/api/profile/avatar'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  it('reads the profile of spec 3', async () => {
    const res = await t.app.inject({ url: '/api/profile', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Putri Lestari', email: 'learner@example.com', phone: '81234567890', gender: 'female', birth_date: '1999-04-12', avatar: null } });
  });

  it('saves name, phone, gender and birth date; Unicode names are kept', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile', headers: auth(), payload: { ...valid, name: 'Putri Ñurhaliza Lestari', gender: 'female', birth_date: '2000-02-29' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { name: 'Putri Ñurhaliza Lestari', email: 'learner@example.com', phone: '081234567890', gender: 'female', birth_date: '2000-02-29', avatar: null },
      message: PROFILE_TEXT.saved,
    });
    const read = await t.app.inject({ url: '/api/profile', headers: auth() });
    expect(read.json()).toMatchObject({ data: { name: 'Putri Ñurhaliza Lestari', birth_date: '2000-02-29' } });
    // The e-mail may be left out.
    const { email: _email, ...noEmail } = valid;
    expect((await t.app.inject({ method: 'POST', url: '/api/profile', headers: auth(), payload: noEmail })).statusCode).toBe(200);
  });

  it('keeps the e-mail read-only and checks dates', async () => {
    const other = await t.app.inject({ method: 'POST', url: '/api/profile', headers: auth(), payload: { ...valid, email: 'lain@example.com' } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errors: { email: [PROFILE_TEXT.emailReadOnly] } });
    for (const birth_date of ['2001-02-29', '12-04-1999', '1899-12-31', '2999-01-01', '1999-4-12']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/profile', headers: auth(), payload: { ...valid, birth_date } });
      expect(res.statusCode, birth_date).toBe(422);
      expect(res.json()).toMatchObject({ errors: { birth_date: [PROFILE_TEXT.birthDateInvalid] } });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/profile', headers: auth(), payload: {} });
    expect(missing.json()).toMatchObject({
      errors: {
        name: [PROFILE_TEXT.nameRequired],
        phone: [PROFILE_TEXT.phoneRequired],
        gender: [PROFILE_TEXT.genderRequired],
        birth_date: [PROFILE_TEXT.birthDateRequired],
      },
    });
    expect((await t.app.inject({ url: '/api/profile', headers: auth() })).json()).toMatchObject({ data: { email: 'learner@example.com' } });
  });

  it('changes the password: old one checked, rule and confirmation enforced, other sessions ended', async () => {
    const other = await t.login('learner@example.com');
    const url = '/api/profile/new-password';
    const wrongOld = await t.app.inject({ method: 'POST', url, headers: auth(), payload: { old_password: 'Salah#123', new_password: 'Baru#2026x', confirm_password: 'Baru#2026x' } });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json()).toMatchObject({ errors: { old_password: [PROFILE_TEXT.oldPasswordWrong] } });

    const weak = await t.app.inject({ method: 'POST', url, headers: auth(), payload: { old_password: 'Kelas123!', new_password: 'lemah', confirm_password: 'lemah2' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      errors: {
        new_password: [AUTH_TEXT.passwordMin, AUTH_TEXT.passwordUpper, AUTH_TEXT.passwordDigit, AUTH_TEXT.passwordSpecial],
        confirm_password: [AUTH_TEXT.confirmMin, AUTH_TEXT.confirmMatch],
      },
    });

    const mismatch = await t.app.inject({ method: 'POST', url, headers: auth(), payload: { old_password: 'Kelas123!', new_password: 'Baru#2026x', confirm_password: 'Baru#2026y' } });
    expect(mismatch.json()).toEqual({ message: AUTH_TEXT.confirmMatch, errors: { confirm_password: [AUTH_TEXT.confirmMatch] } });

    const ok = await t.app.inject({ method: 'POST', url, headers: auth(), payload: { old_password: 'Kelas123!', new_password: 'Baru#2026x', confirm_password: 'Baru#2026x' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: PROFILE_TEXT.passwordSaved });
    expect((await t.app.inject({ url: '/api/profile', headers: auth() })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(other) })).statusCode).toBe(401);
    await expect(t.login('learner@example.com')).rejects.toThrow(/422/);
    expect(await t.login('learner@example.com', 'Baru#2026x')).toBeTruthy();
  });

  it('limits wrong old passwords', async () => {
    const url = '/api/profile/new-password';
    const body = { old_password: 'Salah#123', new_password: 'Baru#2026x', confirm_password: 'Baru#2026x' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'POST', url, headers: auth(), payload: body })).statusCode);
    expect(codes).toEqual([422, 422, 422, 429]);
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'POST', url, headers: auth(), payload: body })).statusCode).toBe(422);
    t.clock.reset();
  });

  it('stores an avatar recognised by content, serves it, and replaces the old file', async () => {
    const up = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'foto.bin', 'application/octet-stream', PNG)) });
    expect(up.statusCode).toBe(200);
    const avatar = (up.json() as { data: { avatar: string } }).data.avatar;
    expect(avatar).toMatch(/^avatars\/\d+\/[A-Za-z0-9_-]+\.png$/);
    const served = await t.app.inject(`/storage/${avatar}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);

    // A type's opening bytes alone are no image: its size cannot be read, so it is refused.
    for (const head of [JPEG_HEAD, WEBP_HEAD]) {
      const fake = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'a.png', 'image/png', head)) });
      expect(fake.statusCode).toBe(415);
    }
    const jpeg = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'a.png', 'image/png', JPEG)) });
    expect((jpeg.json() as { data: { avatar: string } }).data.avatar).toMatch(/\.jpg$/);
    expect(await t.app.storage.exists(`public/${avatar}`)).toBe(false);
    const webp = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'a.webp', 'image/webp', WEBP)) });
    expect((webp.json() as { data: { avatar: string } }).data.avatar).toMatch(/\.webp$/);
    // The login answer carries the new avatar for the header.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'learner@example.com', password: 'Baru#2026x' } });
    expect(login.json()).toMatchObject({ user: { avatar: (webp.json() as { data: { avatar: string } }).data.avatar } });
  });

  it('refuses other types, big files, a missing file and non-multipart bodies', async () => {
    const before = (await t.app.inject({ url: '/api/profile', headers: auth() })).json() as { data: { avatar: string } };
    const gif = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'a.png', 'image/png', GIF)) });
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ message: PROFILE_TEXT.avatarType });
    const html = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'x.jpg', 'image/jpeg', Buffer.from('<script>alert(1)</script>'))) });
    expect(html.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, 0)]);
    const tooBig = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'big.png', 'image/png', big)) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: PROFILE_TEXT.avatarSize });
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('file', 'a.png', 'image/png', PNG)) });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({ errors: { avatar: [PROFILE_TEXT.avatarMissing] } });
    const empty = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', ...withAuth(multipart('avatar', 'a.png', 'image/png', Buffer.alloc(0))) });
    expect(empty.statusCode).toBe(422);
    const json = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: auth(), payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(415);
    const after = (await t.app.inject({ url: '/api/profile', headers: auth() })).json() as { data: { avatar: string } };
    expect(after.data.avatar).toBe(before.data.avatar);
  });

  /** Merges the bearer header into a multipart request. */
  function withAuth(req: { payload: Buffer; headers: Record<string, string> }) {
    return { payload: req.payload, headers: { ...auth(), ...req.headers } };
  }
});
