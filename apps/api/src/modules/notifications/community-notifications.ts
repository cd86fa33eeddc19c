import type { Locale } from '@kelas/contracts/i18n';
import { accountLocale, textsFor } from '../../platform/i18n.ts';
import { mailTexts, renderMail, type MailBrand, type MailContent } from '../../platform/mail-templates.ts';
import type { NotificationEvent } from './notification-types.ts';

/** The community's events (decision 282): a new question, the mentor's digest, a programme verification. */
type CommunityEvent = Extract<NotificationEvent, { type: 'question.asked' | 'mentor.digest' | 'prakerja.verification' }>;

/** Hours under which a digest names the oldest wait in hours rather than days. */
const HOURS_SHOWN_UNDER = 48;

/** '5 jam lalu' / '3 hari lalu': how long the oldest question or submission of a digest has waited. */
function ageText(t: ReturnType<typeof textsFor>, hours: number): string {
  return hours < HOURS_SHOWN_UNDER
    ? t('notificationText:mentorDigest.ageHours', { count: Math.max(1, hours) })
    : t('notificationText:mentorDigest.ageDays', { count: Math.floor(hours / 24) });
}

/** The in-app title and body of a community event in `locale`. */
export function renderCommunityNotification(e: CommunityEvent, locale: Locale): { title: string; body: string } {
  const t = textsFor(locale);
  switch (e.type) {
    case 'question.asked': {
      const p = e.params;
      return {
        title: t('notificationText:questionAsked.title', { by: p.by, course: p.course }),
        body: t('notificationText:questionAsked.body', { item: p.item, question: p.question }),
      };
    }
    case 'mentor.digest': {
      const p = e.params;
      return {
        title: t('notificationText:mentorDigest.title'),
        body: t('notificationText:mentorDigest.body', { questions: p.questions, submissions: p.submissions, age: ageText(t, p.oldest_hours) }),
      };
    }
    case 'prakerja.verification': {
      const p = e.params;
      return {
        title: t('notificationText:prakerjaVerification.title', { item: p.item }),
        body: t('notificationText:prakerjaVerification.body', { sequence: p.sequence, course: p.course }),
      };
    }
  }
}

/**
 * The e-mail of a community event, in the brand's language, with a button to `url` (the question,
 * the mentor area, or the item to verify).
 */
export function communityMail(b: MailBrand, e: CommunityEvent, opts: { name: string; url: string }): MailContent {
  const t = mailTexts(b);
  const greeting = t('mailText:layout.greeting', { name: opts.name });
  switch (e.type) {
    case 'question.asked': {
      const p = e.params;
      return renderMail(b, {
        subject: t('mailText:questionAsked.subject', { course: p.course, item: p.item }),
        greeting,
        blocks: [
          { kind: 'text', text: t('mailText:questionAsked.intro', { by: p.by, item: p.item, course: p.course }) },
          { kind: 'note', text: p.question },
          { kind: 'button', label: t('mailText:questionAsked.button'), url: opts.url },
        ],
      });
    }
    case 'mentor.digest': {
      const p = e.params;
      const age = ageText(textsFor(accountLocale(b.locale)), p.oldest_hours);
      return renderMail(b, {
        subject: t('mailText:mentorDigest.subject', { questions: p.questions, submissions: p.submissions }),
        greeting,
        blocks: [
          { kind: 'text', text: t('mailText:mentorDigest.intro') },
          { kind: 'text', text: t('mailText:mentorDigest.questions', { questions: p.questions }) },
          { kind: 'text', text: t('mailText:mentorDigest.submissions', { submissions: p.submissions }) },
          { kind: 'note', text: t('mailText:mentorDigest.oldest', { age }) },
          { kind: 'button', label: t('mailText:mentorDigest.button'), url: opts.url },
        ],
      });
    }
    case 'prakerja.verification': {
      const p = e.params;
      return renderMail(b, {
        subject: t('mailText:prakerjaVerification.subject', { item: p.item }),
        greeting,
        blocks: [
          { kind: 'text', text: t('mailText:prakerjaVerification.intro', { item: p.item, course: p.course, sequence: p.sequence }) },
          { kind: 'button', label: t('mailText:prakerjaVerification.button'), url: opts.url },
        ],
      });
    }
  }
}
