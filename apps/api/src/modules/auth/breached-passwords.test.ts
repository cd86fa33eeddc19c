import { AUTH_TEXT } from '@kelas/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { insertPasswordReset } from './queries.ts';

const BREACHED = { errors: { password: [AUTH_TEXT.passwordBreached] }, code: 'PASSWORD_BREACHED' };

/** ASVS 6.2.12 (decision 171): new passwords are checked against a shipped breach list. */
describe('breached-password check', () => {
  it('knows common breached passwords, also with the digits and symbols added to pass the rule', () => {
    for (const p of ['Password1!', 'P@ssw0rd', 'Qwerty123!', 'Bismillah1!', 'Indonesia45!', 'Sayang12#', 'Rahasia123!']) expect(isBreachedPassword(p), p).toBe(true);
    for (const p of ['Kelas123!', 'Rahasia#2026', 'Kuda-Lumping7', 'Xk9#mQ2vLp']) expect(isBreachedPassword(p), p).toBe(false);
  });

  describe('on the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '10000' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('refuses a breached password at registration with 422 and writes no row', async () => {
      const email = 'bocor@example.id';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Bocor', email, phone_number: '081234567890', password: 'Password1!', confirm_password: 'Password1!', terms: true },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: AUTH_TEXT.passwordBreached, ...BREACHED });
      expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    });

    it('refuses one at reset (the link stays usable) and at change (after the old password was checked)', async () => {
      const [learner] = await t.app.db.select({ id: users.id, hash: users.passwordHash }).from(users).where(eq(users.email, 'learner@example.com'));
      const token = 'reset-token-for-breach-test';
      await insertPasswordReset(t.app.db, { userId: learner!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000), now: new Date() });
      const reset = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirm_password: password } });
      const refused = await reset('Qwerty123!');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject(BREACHED);
      expect((await reset('Kuda-Lumping7')).statusCode).toBe(200);

      const session = await t.login('learner@example.com', 'Kuda-Lumping7');
      const change = (old_password: string, next: string) =>
        t.app.inject({ method: 'POST', url: '/api/profile/new-password', headers: bearer(session), payload: { old_password, new_password: next, confirm_password: next } });
      expect((await change('salah-lama', 'Password1!')).json()).toMatchObject({ code: 'OLD_PASSWORD_WRONG' });
      const breached = await change('Kuda-Lumping7', 'Password1!');
      expect(breached.statusCode).toBe(422);
      expect(breached.json()).toMatchObject({ code: 'PASSWORD_BREACHED', errors: { new_password: [AUTH_TEXT.passwordBreached] } });
      expect((await change('Kuda-Lumping7', 'Kelas123!')).statusCode).toBe(200);
    });
  });
});
