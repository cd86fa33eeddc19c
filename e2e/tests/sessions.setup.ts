import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support.ts';
import { totpCode, writeSessions, type Session } from '../sessions.ts';

/**
 * Signs the demo accounts in once for the whole run (e2e/sessions.ts): the learner, the mentor, the
 * author and the admin, the admin through the two-factor step with a code of its known secret.
 */
test('the demo accounts sign in once for the run', async ({ request }) => {
  const sessions: Record<string, Session> = {};
  for (const email of [DEMO.learner, DEMO.mentor, DEMO.author, DEMO.admin]) {
    const first = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(first.status(), `login ${email}: ${await first.text()}`).toBe(200);
    const body = (await first.json()) as Session | { challenge: string };
    if (!('challenge' in body)) {
      sessions[email] = body;
      continue;
    }
    const second = await request.post('/api/auth/2fa/verify', { data: { challenge: body.challenge, code: await totpCode() } });
    expect(second.status(), `two-factor ${email}: ${await second.text()}`).toBe(200);
    sessions[email] = (await second.json()) as Session;
  }
  expect(sessions[DEMO.admin]?.user.role).toBe('admin');
  writeSessions(sessions);
});
