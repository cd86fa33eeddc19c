import { channelName } from '@kelas/contracts/payments';
import { accountLocale, rupiahIn } from '../../platform/i18n.ts';
import { assignmentGradedMail, certificateIssuedMail, mailTexts, receiptMail, refundSucceededMail, renderMail, type MailBrand, type MailContent } from '../../platform/mail-templates.ts';
import { formatJakartaTime } from '../../platform/pdf-statement.ts';
import { announcementMail } from '../announcements/announcement-notification.ts';
import { sessionMail } from '../sessions/session-notifications.ts';
import { communityMail } from './community-notifications.ts';
import type { NotificationEvent, NotificationParams } from './notification-types.ts';

/**
 * "Complete the payment of order …": what to pay (rupiah), where (the VA number or payment code as a
 * big code, or the app to open) and until when (Jakarta time, labelled WIB), with a button to the
 * instructions page (`url`). `reminder`: the same message an hour before the deadline, under a
 * subject and opening that say so.
 */
export function paymentPendingMail(b: MailBrand, opts: NotificationParams['payment.pending'] & { name: string; url: string; reminder?: boolean }): MailContent {
  const t = mailTexts(b);
  const locale = accountLocale(b.locale);
  const name = channelName(opts.method, opts.channel);
  const how =
    opts.method === 'bank_transfer'
      ? t('mailText:paymentPending.va', { bank: name })
      : opts.method === 'retail'
        ? t('mailText:paymentPending.retail', { store: name })
        : opts.method === 'qris'
          ? t('mailText:paymentPending.qris')
          : t('mailText:paymentPending.ewallet', { wallet: name });
  return renderMail(b, {
    subject: t(opts.reminder ? 'mailText:paymentReminder.subject' : 'mailText:paymentPending.subject', { invoice: opts.invoice }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t(opts.reminder ? 'mailText:paymentReminder.intro' : 'mailText:paymentPending.intro', { invoice: opts.invoice, amount: rupiahIn(locale, opts.amount) }) },
      { kind: 'text', text: how },
      ...(opts.code ? [{ kind: 'code' as const, code: opts.code }] : []),
      { kind: 'text', text: t('mailText:paymentPending.deadline', { deadline: formatJakartaTime(new Date(opts.deadline), locale) }) },
      { kind: 'button', label: t('mailText:paymentPending.button'), url: opts.url },
    ],
  });
}

/**
 * "Your question was answered" / "An answer was accepted" (decision 277): who answered (for the
 * first), where (the item and the course), the question's first words and a button to the question.
 */
export function questionMail(b: MailBrand, event: Extract<NotificationEvent, { type: 'question.answered' | 'answer.accepted' }>, opts: { name: string; url: string }): MailContent {
  const t = mailTexts(b);
  const p = event.params;
  const key = event.type === 'question.answered' ? 'questionAnswered' : 'answerAccepted';
  const by = event.type === 'question.answered' ? event.params.by : '';
  return renderMail(b, {
    subject: t(`mailText:${key}.subject`, { item: p.item }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t(`mailText:${key}.intro`, { by, item: p.item, course: p.course }) },
      { kind: 'note', text: p.question },
      { kind: 'button', label: t(`mailText:${key}.button`), url: opts.url },
    ],
  });
}

/**
 * The e-mail copy of a notification, in the brand's language: each type keeps the message it has
 * always sent (receipt, grade notice, certificate notice, refund notice); `link` (a path of the SPA)
 * becomes the button's address on {host}.
 */
export function notificationMail(event: NotificationEvent, b: MailBrand, to: { name: string; link: string | null }): MailContent {
  const url = `${b.publicUrl}${to.link ?? ''}`;
  switch (event.type) {
    case 'payment.pending':
      return paymentPendingMail(b, { ...event.params, name: to.name, url });
    case 'payment.reminder':
      return paymentPendingMail(b, { ...event.params, name: to.name, url, reminder: true });
    case 'payment.received':
      return receiptMail(b, { name: to.name, invoiceNumber: event.params.invoice, total: event.params.total, titles: event.params.titles });
    case 'assignment.graded': {
      const p = event.params;
      return assignmentGradedMail(b, { name: to.name, courseTitle: p.course, itemTitle: p.item, score: p.score, feedback: p.feedback, url, regraded: p.regraded });
    }
    case 'certificate.issued':
      return certificateIssuedMail(b, { name: to.name, courseTitle: event.params.course, code: event.params.code, url });
    case 'question.answered':
    case 'answer.accepted':
      return questionMail(b, event, { name: to.name, url });
    case 'cohort.joined':
    case 'session.reminder':
    case 'session.moved':
    case 'session.cancelled':
      return sessionMail(b, event, { name: to.name, url });
    case 'question.asked':
    case 'mentor.digest':
    case 'prakerja.verification':
      return communityMail(b, event, { name: to.name, url });
    case 'course.announcement':
      return announcementMail(b, event, { name: to.name, url });
    case 'refund.succeeded': {
      const p = event.params;
      return refundSucceededMail(b, { name: to.name, invoiceNumber: p.invoice, amount: p.amount, full: p.full, creditNoteNumber: p.credit_note });
    }
  }
}
