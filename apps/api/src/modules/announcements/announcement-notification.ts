import type { Locale } from '@kelas/contracts/i18n';
import { textsFor } from '../../platform/i18n.ts';
import { mailTexts, renderMail, type MailBrand, type MailContent } from '../../platform/mail-templates.ts';
import type { NotificationEvent } from '../notifications/notification-types.ts';

/** The notification of a course announcement (decision 291). */
export type AnnouncementEvent = Extract<NotificationEvent, { type: 'course.announcement' }>;

/** Its title ('Pengumuman {course}: {title}') and body (the announcement as written) in `locale`. */
export function renderAnnouncementNotification(e: AnnouncementEvent, locale: Locale): { title: string; body: string } {
  const t = textsFor(locale);
  return { title: t('notificationText:courseAnnouncement.title', { course: e.params.course, title: e.params.title }), body: e.params.body };
}

/** Its e-mail: who wrote it, the announcement paragraph by paragraph, a button to the course. */
export function announcementMail(b: MailBrand, e: AnnouncementEvent, opts: { name: string; url: string }): MailContent {
  const t = mailTexts(b);
  const p = e.params;
  const paragraphs = p.body.split(/\n\s*\n|\n/).map((s) => s.trim()).filter(Boolean);
  return renderMail(b, {
    subject: t('mailText:announcement.subject', { course: p.course, title: p.title }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:announcement.intro', { by: p.by, course: p.course }) },
      { kind: 'text', text: p.title },
      ...paragraphs.map((text) => ({ kind: 'text' as const, text })),
      { kind: 'button', label: t('mailText:announcement.button'), url: opts.url },
    ],
  });
}
