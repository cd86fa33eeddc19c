import { randomInt } from 'node:crypto';
import { TWO_FACTOR_LIMITS } from '@kelas/contracts/two-factor';
import { checkPassword, hashPassword } from '../auth/password.ts';

// No 0/o, 1/l/i: codes are read off paper. 31 symbols × 10 ≈ 49.5 bits each.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes `xxxxx-xxxxx` (shown once; stored only as `hashRecoveryCode`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR_LIMITS.recoveryCodes }, () => {
    let s = '';
    for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

const normalise = (code: string) => code.replace(/-/g, '').toLowerCase();

/**
 * argon2id of the code without dash and case, as stored: a code has ≈50 bits, under the 112 bits
 * for which ASVS 6.5.2 allows a plain hash, so it gets the salted password hash.
 */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normalise(code));
}

/** True when `code` matches the stored `codeHash`. */
export function recoveryCodeMatches(codeHash: string, code: string): Promise<boolean> {
  return checkPassword(codeHash, normalise(code));
}

/** True when `code` has the shape of a recovery code rather than a 6-digit TOTP code. */
export const isRecoveryCodeShape = (code: string) => /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code);
