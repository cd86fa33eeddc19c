import type { Locale } from '@kelas/contracts/i18n';
import type { Notification } from '@kelas/contracts/notifications';
import { channelName } from '@kelas/contracts/payments';
import { rupiahIn, textsFor } from '../../platform/i18n.ts';
import { formatJakartaTime } from '../../platform/pdf-statement.ts';
import { renderAnnouncementNotification } from '../announcements/announcement-notification.ts';
import { renderSessionNotification } from '../sessions/session-notifications.ts';
import { renderCommunityNotification } from './community-notifications.ts';
import type { NotificationEvent } from './notification-types.ts';
import type { NotificationRow } from './queries.ts';

/**
 * The title and body of a notification in `locale` (decision 274), from its type and parameters:
 * rupiah and the Jakarta deadline ('… WIB') are formatted in that language first. A type this
 * server does not know (written by a newer one) shows its type as the title and no body.
 */
export function renderNotification(event: { type: string; params: Record<string, unknown> }, locale: Locale): { title: string; body: string } {
  const t = textsFor(locale);
  const e = event as NotificationEvent;
  switch (e.type) {
    case 'payment.pending':
    case 'payment.reminder': {
      const p = e.params;
      const values = { amount: rupiahIn(locale, p.amount), deadline: formatJakartaTime(new Date(p.deadline), locale), code: p.code ?? '' };
      const name = channelName(p.method, p.channel);
      const body =
        p.method === 'bank_transfer'
          ? t('notificationText:paymentPending.va', { ...values, bank: name })
          : p.method === 'retail'
            ? t('notificationText:paymentPending.retail', { ...values, store: name })
            : p.method === 'qris'
              ? t('notificationText:paymentPending.qris', values)
              : t('notificationText:paymentPending.ewallet', { ...values, wallet: name });
      const title = e.type === 'payment.reminder' ? 'notificationText:paymentReminder.title' : 'notificationText:paymentPending.title';
      return { title: t(title, { invoice: p.invoice }), body };
    }
    case 'payment.received': {
      const p = e.params;
      return {
        title: t('notificationText:paymentReceived.title', { invoice: p.invoice }),
        body: t('notificationText:paymentReceived.body', { total: rupiahIn(locale, p.total), titles: p.titles.join(', ') }),
      };
    }
    case 'assignment.graded': {
      const p = e.params;
      return {
        title: t(p.regraded ? 'notificationText:assignmentGraded.titleRegraded' : 'notificationText:assignmentGraded.title', { item: p.item }),
        body: t('notificationText:assignmentGraded.body', { score: p.score, item: p.item, course: p.course }),
      };
    }
    case 'certificate.issued':
      return {
        title: t('notificationText:certificateIssued.title', { course: e.params.course }),
        body: t('notificationText:certificateIssued.body', { course: e.params.course, code: e.params.code }),
      };
    case 'refund.succeeded': {
      const p = e.params;
      const amount = rupiahIn(locale, p.amount);
      return {
        title: t('notificationText:refundSucceeded.title', { amount, invoice: p.invoice }),
        body: t(p.full ? 'notificationText:refundSucceeded.bodyFull' : 'notificationText:refundSucceeded.body', { amount }),
      };
    }
    case 'question.answered': {
      const p = e.params;
      return {
        title: t(p.mentor ? 'notificationText:questionAnswered.titleMentor' : 'notificationText:questionAnswered.title', { by: p.by }),
        body: t('notificationText:questionAnswered.body', { item: p.item, course: p.course, question: p.question }),
      };
    }
    case 'answer.accepted': {
      const p = e.params;
      return {
        title: t('notificationText:answerAccepted.title', { question: p.question }),
        body: t('notificationText:answerAccepted.body', { item: p.item, course: p.course }),
      };
    }
    case 'cohort.joined':
    case 'session.reminder':
    case 'session.moved':
    case 'session.cancelled':
      return renderSessionNotification(e, locale);
    case 'question.asked':
    case 'mentor.digest':
    case 'prakerja.verification':
      return renderCommunityNotification(e, locale);
    case 'course.announcement':
      return renderAnnouncementNotification(e, locale);
    default:
      return { title: event.type, body: '' };
  }
}

/** A notification as the API answers it, rendered in `locale`. */
export function presentNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type,
    ...renderNotification(row, locale),
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
