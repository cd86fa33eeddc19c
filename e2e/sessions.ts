import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { dataDir } from './playwright.config.ts';

/**
 * Sessions shared by the run's workers. The `sessions` project (tests/sessions.setup.ts) signs the
 * demo accounts in once through the API, the admin through the two-factor step with one TOTP code,
 * and keeps the tokens here; every other spec puts a stored token where the app keeps it instead of
 * typing the login form again. Only the specs about signing in (accounts, two-factor) use the form.
 */
export type Session = { token: string; user: { id: number; name: string; email: string; role: string } };

/** In the server's data directory, which every run starts afresh. */
const file = path.join(dataDir, 'e2e-sessions.json');

export function writeSessions(sessions: Record<string, Session>) {
  fs.writeFileSync(file, JSON.stringify(sessions));
}

/** The stored session of `email`, or undefined when the run made none for it. */
export function storedSession(email: string): Session | undefined {
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Session>)[email];
}

/** The demo admin's TOTP secret (README "Demo data"; seeded by apps/api/src/db/seed/users.ts). */
export const DEMO_ADMIN_TOTP_SECRET = 'KELASADMINDEMOTOTPSECRETJKTR4XWQ';

const stepsFile = path.join(dataDir, 'e2e-totp-steps.json');

/**
 * A TOTP code of `secret` for a 30-s step no worker of this run has used yet: the server accepts a
 * code once, so a second sign-in within the same step waits for the next one. The steps used are
 * kept in a file in the run's data directory, since the workers are separate processes; only
 * the session set-up and the two-factor spec ask for codes, so this wait is rare.
 */
export async function totpCode(secret: string = DEMO_ADMIN_TOTP_SECRET): Promise<string> {
  const used = new Set<number>(fs.existsSync(stepsFile) ? (JSON.parse(fs.readFileSync(stepsFile, 'utf8')) as number[]) : []);
  let step = Math.floor(Date.now() / 30_000);
  if (used.has(step)) {
    await new Promise((r) => setTimeout(r, (step + 1) * 30_000 - Date.now() + 100));
    step = Math.floor(Date.now() / 30_000);
  }
  used.add(step);
  fs.writeFileSync(stepsFile, JSON.stringify([...used]));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}
