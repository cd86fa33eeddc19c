import { AUTH_LIMITS, AUTH_TEXT, type ForgotPasswordBody } from '@kelas/contracts/auth';
import { fieldError } from '../../lib/app-error.ts';
import { verifyCaptcha } from '../../platform/captcha.ts';
import { mailBrand, passwordResetMail } from '../../platform/mail-templates.ts';
import type { AuthDeps } from './deps.ts';
import { issuePasswordLink } from './issue-password-link.ts';
import { findUserByEmail } from './queries.ts';

/**
 * Forgot password (spec 2.12, 7). Checks the captcha on the server (422 on
 * `recaptcha` when it fails), then, if the e-mail has an account, mails a single-use link
 * {host}/reset-password?token=… valid 60 minutes (token stored hashed); at most one mail per
 * address a minute. The answer is the same whether or not the address exists, and the mail is
 * sent after answering so the time taken does not tell either.
 */
export async function requestPasswordReset(deps: AuthDeps, body: ForgotPasswordBody, ip: string): Promise<{ message: string }> {
  if (!(await verifyCaptcha(deps, body.recaptcha, ip))) throw fieldError('recaptcha', AUTH_TEXT.captchaFailed, 'CAPTCHA_FAILED');

  const user = await findUserByEmail(deps.db, body.email);
  if (user && (await deps.attempts.claim(`reset-send:${body.email}`, 60_000))) {
    const url = await issuePasswordLink(deps.db, { userId: user.id, minutes: AUTH_LIMITS.resetMinutes, now: deps.now(), publicUrl: deps.config.PUBLIC_URL });
    const content = passwordResetMail(mailBrand(deps.config, user.locale), { name: user.name, url, minutes: AUTH_LIMITS.resetMinutes });
    void deps.mailer.send({ to: user.email, ...content }).catch((err: unknown) => deps.log.error({ err, to: user.email }, 'reset mail failed'));
  }
  return { message: AUTH_TEXT.forgotSuccess };
}
