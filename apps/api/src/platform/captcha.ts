import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import type { Config } from '../config.ts';
import type { AttemptStore } from './attempt-store.ts';

/** The captcha service named by 'Please complete the {captcha}' (spec 5) and by GET /api/config. */
export type CaptchaName = 'ALTCHA' | 'reCAPTCHA';

/** The configured service: reCAPTCHA when selected and its secret is set, else self-hosted ALTCHA (same rule as `publicConfig`). */
export function captchaName(config: Config): CaptchaName {
  return config.CAPTCHA_PROVIDER === 'recaptcha' && config.RECAPTCHA_SECRET ? 'reCAPTCHA' : 'ALTCHA';
}

/** How long an ALTCHA challenge may be solved and submitted. */
const CHALLENGE_SECONDS = 10 * 60;

/**
 * A new ALTCHA v2 challenge (PBKDF2/SHA-256, cost CAPTCHA_COST, counter 500–1500: about a
 * second in a browser), signed with CAPTCHA_HMAC_KEY and valid 10 minutes.
 * Shape: `{ parameters: {...}, signature }`, read by the `altcha` widget.
 */
export async function createAltchaChallenge(config: Config, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: config.CAPTCHA_COST,
    counter: randomInt(1500, 500),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    hmacSignatureSecret: config.CAPTCHA_HMAC_KEY,
    hmacKeySignatureSecret: await deriveHmacKeySecret(config.CAPTCHA_HMAC_KEY),
  });
}

function parseAltchaPayload(response: string): Payload | null {
  try {
    const json = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as unknown;
    if (!json || typeof json !== 'object' || !('challenge' in json) || !('solution' in json)) return null;
    return json as Payload;
  } catch {
    return null;
  }
}

async function verifyAltcha(config: Config, attempts: AttemptStore, response: string): Promise<boolean> {
  const payload = parseAltchaPayload(response);
  if (!payload) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: config.CAPTCHA_HMAC_KEY,
      hmacKeySignatureSecret: await deriveHmacKeySecret(config.CAPTCHA_HMAC_KEY),
    });
    if (!result.verified) return false;
  } catch {
    // Malformed parameters (bad hex, unknown algorithm) are a failed captcha, not a server error.
    return false;
  }
  // Each solved challenge is accepted once (replay), for as long as it could still be valid.
  return attempts.claim(`altcha:${payload.challenge.parameters.nonce}`, CHALLENGE_SECONDS * 1000);
}

async function verifyRecaptcha(config: Config, response: string, ip: string): Promise<boolean> {
  try {
    const res = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.RECAPTCHA_SECRET ?? '', response, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}

/**
 * Checks a captcha response on the server: the ALTCHA payload (base64 JSON of
 * `{ challenge, solution }`, each challenge accepted once) or a reCAPTCHA token verified with
 * Google (RECAPTCHA_VERIFY_URL). Never throws: any failure is `false`.
 */
export async function verifyCaptcha(deps: { config: Config; attempts: AttemptStore }, response: string, ip: string): Promise<boolean> {
  return captchaName(deps.config) === 'reCAPTCHA' ? verifyRecaptcha(deps.config, response, ip) : verifyAltcha(deps.config, deps.attempts, response);
}
