import { AUTH_TEXT, type RegisterBody } from '@kelas/contracts/auth';
import { DEFAULT_LOCALE, type Locale } from '@kelas/contracts/i18n';
import { fieldError } from '../../lib/app-error.ts';
import type { AuthDeps } from './deps.ts';
import { assertPasswordNotBreached } from './breached-passwords.ts';
import { hashPassword } from './password.ts';
import { insertLearner } from './queries.ts';
import { claimCodeSlot, issueVerificationCode } from './verification-code.ts';

/**
 * Registers a learner (spec 2.11, 7): argon2id password hash, unverified
 * e-mail, then a 6-digit code by e-mail. Returns the (lower-cased) e-mail for
 * /verify-login?email=… Errors: 422 on `email` when the address is taken, 422 on `password`
 * (PASSWORD_BREACHED) for a breached or common password. `locale`: the request's language,
 * stored as the account's, so the verification e-mail is already in it.
 */
export async function registerUser(deps: AuthDeps, body: RegisterBody, locale: Locale = DEFAULT_LOCALE): Promise<{ email: string }> {
  assertPasswordNotBreached('password', body.password);
  const passwordHash = await hashPassword(body.password);
  const user = await insertLearner(deps.db, {
    name: body.name,
    email: body.email,
    phone: body.phone_number,
    passwordHash,
    emailVerifiedAt: null,
    locale,
  });
  if (!user) throw fieldError('email', AUTH_TEXT.emailTaken, 'EMAIL_TAKEN');
  // Starts the resend countdown the verification page shows; a new account always gets its code.
  await claimCodeSlot(deps, user.email);
  await issueVerificationCode(deps, user);
  return { email: user.email };
}
