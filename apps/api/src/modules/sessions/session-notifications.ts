import type { Locale } from '@kelas/contracts/i18n';
import { textsFor } from '../../platform/i18n.ts';
import { mailTexts, renderMail, type MailBrand, type MailContent } from '../../platform/mail-templates.ts';
import { formatJakartaTime } from '../../platform/pdf-statement.ts';
import type { NotificationEvent } from '../notifications/notification-types.ts';

/** The live-cohort events (decision 288): joining a cohort, a session's reminders, a moved or cancelled session. */
export type SessionEvent = Extract<NotificationEvent, { type: 'cohort.joined' | 'session.reminder' | 'session.moved' | 'session.cancelled' }>;

/**
 * The title and body of a live-cohort notification in `locale`: times as Jakarta time labelled WIB
 * (as every notification's deadline), from the ISO strings stored in its parameters.
 */
export function renderSessionNotification(e: SessionEvent, locale: Locale): { title: string; body: string } {
  const t = textsFor(locale);
  const at = (iso: string) => formatJakartaTime(new Date(iso), locale);
  switch (e.type) {
    case 'cohort.joined':
      return {
        title: t('notificationText:sessionJoined.title', { cohort: e.params.cohort }),
        body: t('notificationText:sessionJoined.body', { cohort: e.params.cohort, course: e.params.course, start: at(e.params.starts_at) }),
      };
    case 'session.reminder':
      return {
        title: t(e.params.lead_hours === 24 ? 'notificationText:sessionReminder.titleDay' : 'notificationText:sessionReminder.titleHour', { session: e.params.session }),
        body: t('notificationText:sessionReminder.body', { session: e.params.session, course: e.params.course, start: at(e.params.starts_at) }),
      };
    case 'session.moved':
      return {
        title: t('notificationText:sessionMoved.title', { session: e.params.session }),
        body: t('notificationText:sessionMoved.body', {
          session: e.params.session,
          course: e.params.course,
          start: at(e.params.starts_at),
          previous: at(e.params.previous_starts_at),
        }),
      };
    case 'session.cancelled':
      return {
        title: t('notificationText:sessionCancelled.title', { session: e.params.session }),
        body: t('notificationText:sessionCancelled.body', { session: e.params.session, course: e.params.course, start: at(e.params.starts_at) }),
      };
  }
}

/** The e-mail copy of a live-cohort notification: its title as the subject, its body, a button to the course. */
export function sessionMail(b: MailBrand, e: SessionEvent, opts: { name: string; url: string }): MailContent {
  const t = mailTexts(b);
  const { title, body } = renderSessionNotification(e, b.locale ?? 'id');
  return renderMail(b, {
    subject: title,
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: body },
      { kind: 'button', label: t('mailText:session.button'), url: opts.url },
    ],
  });
}
