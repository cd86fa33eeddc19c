import { TWO_FACTOR_LIMITS } from '@kelas/contracts/two-factor';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-s steps, the authenticator apps' defaults) with otplib.
 * A code is accepted for the current step and one step either side (clock drift), and only
 * for a step later than the last one accepted for the account (single use, ASVS 6.5.1).
 */

/** A new random base32 secret (20 bytes = 160 bits, RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app reads from the QR code: `{issuer}:{email}`. */
export function otpauthUrl(opts: { issuer: string; email: string; secret: string }): string {
  return generateURI({ issuer: opts.issuer, label: opts.email, secret: opts.secret });
}

/**
 * The time step `code` belongs to, when it is a valid code of `secret` at `now` (±1 step) and
 * later than `lastStep`; null otherwise. The caller stores the step to refuse a replay.
 */
export async function matchTotp(opts: { secret: string; code: string; now: Date; lastStep: number | null }): Promise<number | null> {
  if (!/^\d{6}$/.test(opts.code)) return null;
  try {
    const result = await verify({
      secret: opts.secret,
      token: opts.code,
      epoch: Math.floor(opts.now.getTime() / 1000),
      epochTolerance: TWO_FACTOR_LIMITS.periodSeconds,
      ...(opts.lastStep !== null ? { afterTimeStep: opts.lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
