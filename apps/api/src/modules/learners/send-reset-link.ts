import { AUTH_LIMITS } from '@kelas/contracts/auth';
import { LEARNER_TEXT } from '@kelas/contracts/learners';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { deliverMail, enqueueMail } from '../../platform/mail-outbox.ts';
import { mailBrand, passwordResetMail } from '../../platform/mail-templates.ts';
import type { Mailer } from '../../platform/mail.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';
import type { Actor } from './actor.ts';
import { findUserSummary } from './queries.ts';

export type MailDeps = { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Sends the learner the forgot-password flow's link (spec 2.12), valid
 * AUTH_LIMITS.resetMinutes minutes: token, outbox mail and audit row `user.password_reset` in one
 * transaction, delivered after the commit (retried by the outbox sweep when SMTP fails).
 * Errors: 404 unknown account; 409 for an erased account.
 */
export async function sendResetLink(deps: MailDeps, o: { userId: number; actor: Actor; now: Date }): Promise<void> {
  const mailId = await deps.db.transaction(async (tx) => {
    const user = await findUserSummary(tx, o.userId);
    if (!user) throw notFound(LEARNER_TEXT.userUnknown);
    if (user.erasedAt) throw conflict(LEARNER_TEXT.alreadyErased, 'USER_ERASED');
    const url = await issuePasswordLink(tx, { userId: user.id, minutes: AUTH_LIMITS.resetMinutes, now: o.now, publicUrl: deps.config.PUBLIC_URL });
    await recordAudit(tx, { actorId: o.actor.id, action: 'user.password_reset', entityType: 'user', entityId: user.id, ip: o.actor.ip });
    const content = passwordResetMail(mailBrand(deps.config, user.locale), { name: user.name, url, minutes: AUTH_LIMITS.resetMinutes });
    return enqueueMail(tx, { to: user.email, ...content }, o.now);
  });
  await deliverMail(deps.db, deps.mailer, { now: o.now, log: deps.log, ids: [mailId] }).catch((err: unknown) =>
    deps.log.error({ err, mailId }, 'reset link: delivery left to the outbox sweep'),
  );
}
