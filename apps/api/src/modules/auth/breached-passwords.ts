import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_TEXT } from '@kelas/contracts/auth';
import { fieldError } from '../../lib/app-error.ts';

/**
 * Breached and common passwords (ASVS 6.2.12; decision 171): the ~49,000
 * passwords of @zxcvbn-ts/language-common's `passwords-common` list, drawn from public breach
 * corpora and shipped inside the package, so no network call is made. Loaded once, lazily.
 */
let breached: Set<string> | null = null;

function breachedSet(): Set<string> {
  breached ??= new Set(dictionary['passwords-common']);
  return breached;
}

/**
 * True when the password, lower-cased, is on the list either as it is or without the symbols
 * and digits people bolt on to pass a composition rule ('Password1!' → 'password1', 'password').
 */
export function isBreachedPassword(password: string): boolean {
  const set = breachedSet();
  const lower = password.normalize('NFKC').toLowerCase();
  const noSymbols = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const core = noSymbols.replace(/\p{N}+$/u, '');
  return [lower, noSymbols, core].some((candidate) => candidate.length > 0 && set.has(candidate));
}

/** Throws 422 on `field` ('Kata sandi ini terlalu umum …', code PASSWORD_BREACHED) for a breached password. */
export function assertPasswordNotBreached(field: string, password: string): void {
  if (isBreachedPassword(password)) throw fieldError(field, AUTH_TEXT.passwordBreached, 'PASSWORD_BREACHED');
}
