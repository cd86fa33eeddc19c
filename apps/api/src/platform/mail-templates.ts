import type { Locale } from '@kelas/contracts/i18n';
import type { NotificationGroup } from '@kelas/contracts/notification-channels';
import type { Config } from '../config.ts';
import { accountLocale, rupiahIn, textsFor } from './i18n.ts';
import escapeHtml from 'escape-html';

/**
 * E-mail templates, HTML and plain text, with the brand, in the recipient's
 * language (decision 212: texts in the `mailText` catalogue, Indonesian unless the
 * account chose English). `renderMail` is the one layout; every feature adds its message as a
 * small function below that returns `{ subject, text, html }` for `app.mailer.send({ to, ...content })`.
 */

export type MailContent = { subject: string; text: string; html: string };

/**
 * What every message shows about the sender: {brand}, {company}, support e-mail and {host}, and the
 * language it is written in (`locale`, Indonesian when absent).
 */
export type MailBrand = {
  brand: string;
  company: string;
  supportEmail: string;
  publicUrl: string;
  locale?: Locale;
  /** A notification's e-mail: the footer says why it came and links its one-click unsubscribe (decision 279). */
  unsubscribe?: { url: string; group: NotificationGroup };
};

/** The sender of a message to an account whose language is `locale` (null: never chosen → Indonesian). */
export const mailBrand = (config: Pick<Config, 'BRAND' | 'COMPANY' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>, locale?: Locale | null): MailBrand => ({
  brand: config.BRAND,
  company: config.COMPANY,
  supportEmail: config.SUPPORT_EMAIL,
  publicUrl: config.PUBLIC_URL,
  locale: accountLocale(locale),
});

/** The translate function of a message's language. */
export const mailTexts = (b: MailBrand) => textsFor(accountLocale(b.locale));

/** Escapes text for HTML (names and other user input end up in messages). */
export { escapeHtml };

type Block =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

/** Lays out a message: greeting, blocks (paragraphs, a big code, a button with its link), signature, footer. */
export function renderMail(b: MailBrand, opts: { subject: string; greeting: string; blocks: Block[] }): MailContent {
  const t = mailTexts(b);
  const locale = accountLocale(b.locale);
  const unsubscribe = b.unsubscribe && {
    url: b.unsubscribe.url,
    why: t('notificationChannelText:mailFooter.why', { group: t(`notificationChannelText:groups.${b.unsubscribe.group}`) }),
    label: t('notificationChannelText:mailFooter.unsubscribe'),
  };
  const text = [
    opts.greeting,
    '',
    ...opts.blocks.flatMap((bl) => {
      switch (bl.kind) {
        case 'text':
        case 'note':
          return [bl.text, ''];
        case 'code':
          return [`    ${bl.code}`, ''];
        case 'button':
          return [`${bl.label}: ${bl.url}`, ''];
      }
    }),
    t('mailText:layout.regards'),
    t('mailText:layout.team', { brand: b.brand }),
    '',
    '--',
    `${b.company} · ${b.publicUrl}`,
    t('mailText:layout.helpText', { email: b.supportEmail }),
    ...(unsubscribe ? ['', unsubscribe.why, `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');

  const blockHtml = opts.blocks
    .map((bl) => {
      switch (bl.kind) {
        case 'text':
          return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b">${escapeHtml(bl.text)}</p>`;
        case 'note':
          return `<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#64748b">${escapeHtml(bl.text)}</p>`;
        case 'code':
          return `<p style="margin:8px 0 24px;text-align:center"><span style="display:inline-block;padding:12px 24px;border-radius:8px;background:#eff6ff;color:#172554;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Consolas,Menlo,monospace">${escapeHtml(bl.code)}</span></p>`;
        case 'button':
          return `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(bl.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#1d4ed8;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(bl.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#64748b">${escapeHtml(t('mailText:layout.buttonFallback'))}<br><a href="${escapeHtml(bl.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(bl.url)}</a></p>`;
      }
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1d4ed8;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:700">${escapeHtml(b.brand)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b">${escapeHtml(opts.greeting)}</p>
${blockHtml}
<p style="margin:24px 0 0;font-size:15px;line-height:1.6;color:#1e293b">${escapeHtml(t('mailText:layout.regards'))}<br>${escapeHtml(t('mailText:layout.team', { brand: b.brand }))}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;line-height:1.6;color:#64748b">${escapeHtml(b.company)} · <a href="${escapeHtml(b.publicUrl)}" style="color:#64748b">${escapeHtml(b.publicUrl)}</a><br>${escapeHtml(t('mailText:layout.helpHtml'))} <a href="mailto:${escapeHtml(b.supportEmail)}" style="color:#64748b">${escapeHtml(b.supportEmail)}</a>${unsubscribe ? `<br>${escapeHtml(unsubscribe.why)} <a href="${escapeHtml(unsubscribe.url)}" style="color:#64748b">${escapeHtml(unsubscribe.label)}</a>` : ''}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: opts.subject, text, html };
}

/** The 6-digit account verification code (spec 2.14), valid `minutes` minutes. */
export function verificationCodeMail(b: MailBrand, opts: { name: string; code: string; minutes: number }): MailContent {
  const t = mailTexts(b);
  return renderMail(b, {
    subject: t('mailText:verification.subject', { brand: b.brand, code: opts.code }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:verification.intro', { brand: b.brand }) },
      { kind: 'code', code: opts.code },
      { kind: 'text', text: t('mailText:verification.validity', { minutes: opts.minutes }) },
      { kind: 'note', text: t('mailText:verification.warning') },
    ],
  });
}

/** The password reset link (spec 2.12, 2.13): {host}/reset-password?token=…, valid `minutes` minutes. */
export function passwordResetMail(b: MailBrand, opts: { name: string; url: string; minutes: number }): MailContent {
  const t = mailTexts(b);
  return renderMail(b, {
    subject: t('mailText:passwordReset.subject', { brand: b.brand }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:passwordReset.intro', { brand: b.brand }) },
      { kind: 'button', label: t('mailText:passwordReset.button'), url: opts.url },
      { kind: 'text', text: t('mailText:passwordReset.validity', { minutes: opts.minutes }) },
      { kind: 'note', text: t('mailText:passwordReset.ignore') },
    ],
  });
}

/**
 * An admin invited someone to the staff: the role's name and a link to set a
 * password (the reset-password page), valid `hours` hours.
 */
export function staffInvitationMail(b: MailBrand, opts: { name: string; roleLabel: string; url: string; existing: boolean; hours: number }): MailContent {
  const t = mailTexts(b);
  const role = opts.roleLabel;
  // A new person sets a password on 'Terima Undangan'; an existing account signs in and accepts (decision 266).
  return renderMail(b, {
    subject: t('mailText:staffInvitation.subject', { role, brand: b.brand }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: opts.existing ? t('mailText:staffInvitation.offered', { role, brand: b.brand }) : t('mailText:staffInvitation.invited', { role, brand: b.brand }) },
      { kind: 'button', label: opts.existing ? t('mailText:staffInvitation.accept') : t('mailText:staffInvitation.button'), url: opts.url },
      { kind: 'text', text: t('mailText:staffInvitation.validity', { hours: opts.hours }) },
      { kind: 'note', text: t('mailText:staffInvitation.ignore', { email: b.supportEmail }) },
    ],
  });
}

/**
 * "Your certificate has been issued" (decision 242): sent when a certificate is issued while the
 * learner is away (a mentor's grade completed the course). `url` opens the verification page.
 */
export function certificateIssuedMail(b: MailBrand, opts: { name: string; courseTitle: string; code: string; url: string }): MailContent {
  const t = mailTexts(b);
  return renderMail(b, {
    subject: t('mailText:certificateIssued.subject', { course: opts.courseTitle }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:certificateIssued.issued', { course: opts.courseTitle }) },
      { kind: 'text', text: t('mailText:certificateIssued.code', { code: opts.code }) },
      { kind: 'button', label: t('mailText:certificateIssued.button'), url: opts.url },
    ],
  });
}

/**
 * A mentor graded (or re-graded) a practice assignment: score 0..100 and the
 * mentor's feedback ('Catatan:'), with a link to the item in the learning player.
 */
export function assignmentGradedMail(
  b: MailBrand,
  opts: { name: string; courseTitle: string; itemTitle: string; score: number; feedback: string; url: string; regraded: boolean },
): MailContent {
  const t = mailTexts(b);
  const names = { item: opts.itemTitle, course: opts.courseTitle };
  return renderMail(b, {
    subject: opts.regraded ? t('mailText:assignmentGraded.subjectRegraded', names) : t('mailText:assignmentGraded.subject', names),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: opts.regraded ? t('mailText:assignmentGraded.regraded', names) : t('mailText:assignmentGraded.graded', names) },
      { kind: 'text', text: t('mailText:assignmentGraded.score', { score: opts.score }) },
      { kind: 'text', text: t('mailText:assignmentGraded.feedback') },
      // One paragraph per line of the mentor's feedback (HTML would fold the line breaks).
      ...opts.feedback
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((text) => ({ kind: 'text' as const, text })),
      { kind: 'button', label: t('mailText:assignmentGraded.button'), url: opts.url },
    ],
  });
}

/**
 * The receipt e-mail of a paid order: its figures and where to download the PDF, in the brand's
 * `locale`. Sent when the order is paid (a notification, decision 274) and when an admin sends it
 * again ('Kirim Ulang Kuitansi').
 */
export function receiptMail(b: MailBrand, opts: { name: string; invoiceNumber: string; total: number; titles: string[] }): MailContent {
  const t = mailTexts(b);
  return renderMail(b, {
    subject: t('mailText:receipt.subject', { invoice: opts.invoiceNumber.split('/')[0] ?? opts.invoiceNumber }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:receipt.thanks', { invoice: opts.invoiceNumber, titles: opts.titles.join(', ') }) },
      { kind: 'text', text: t('mailText:receipt.total', { total: rupiahIn(accountLocale(b.locale), opts.total) }) },
      { kind: 'text', text: t('mailText:receipt.download') },
      { kind: 'button', label: t('mailText:receipt.button'), url: `${b.publicUrl}/programmu/orders` },
    ],
  });
}

/**
 * The learner's notice of a refund that went through: the amount, the order's
 * invoice number, whether it was the whole order (access to the course ends), and a link to the
 * order history where the credit note can be downloaded. In the brand's `locale` (decision 212).
 */
export function refundSucceededMail(b: MailBrand, opts: { name: string; invoiceNumber: string; amount: number; full: boolean; creditNoteNumber: string }): MailContent {
  const t = mailTexts(b);
  const amount = rupiahIn(accountLocale(b.locale), opts.amount);
  return renderMail(b, {
    subject: t('mailText:refundSucceeded.subject', { amount, invoice: opts.invoiceNumber.split('/')[0] ?? opts.invoiceNumber }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:refundSucceeded.returned', { amount, invoice: opts.invoiceNumber }) },
      ...(opts.full ? [{ kind: 'text' as const, text: t('mailText:refundSucceeded.accessEnded') }] : []),
      { kind: 'text', text: t('mailText:refundSucceeded.creditNote', { number: opts.creditNoteNumber }) },
      { kind: 'button', label: t('mailText:refundSucceeded.button'), url: `${b.publicUrl}/programmu/orders` },
    ],
  });
}
