import type { Config } from '../config.ts';

/**
 * E-mail templates in Indonesian, HTML and plain text, with the brand (issue 3 item 7).
 * `renderMail` is the one layout; every feature adds its message as a small function below
 * that returns `{ subject, text, html }` for `app.mailer.send({ to, ...content })`.
 */

export type MailContent = { subject: string; text: string; html: string };

/** What every message shows about the sender: {brand}, {company}, support e-mail and {host}. */
export type MailBrand = { brand: string; company: string; supportEmail: string; publicUrl: string };

export const mailBrand = (config: Config): MailBrand => ({
  brand: config.BRAND,
  company: config.COMPANY,
  supportEmail: config.SUPPORT_EMAIL,
  publicUrl: config.PUBLIC_URL,
});

/** Escapes text for HTML (names and other user input end up in messages). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type Block =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

/** Lays out a message: greeting, blocks (paragraphs, a big code, a button with its link), signature, footer. */
export function renderMail(b: MailBrand, opts: { subject: string; greeting: string; blocks: Block[] }): MailContent {
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
    'Salam,',
    `Tim ${b.brand}`,
    '',
    '--',
    `${b.company} · ${b.publicUrl}`,
    `Butuh bantuan? Balas ke ${b.supportEmail}`,
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
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#64748b">Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:<br><a href="${escapeHtml(bl.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(bl.url)}</a></p>`;
      }
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1d4ed8;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:700">${escapeHtml(b.brand)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1e293b">${escapeHtml(opts.greeting)}</p>
${blockHtml}
<p style="margin:24px 0 0;font-size:15px;line-height:1.6;color:#1e293b">Salam,<br>Tim ${escapeHtml(b.brand)}</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;line-height:1.6;color:#64748b">${escapeHtml(b.company)} · <a href="${escapeHtml(b.publicUrl)}" style="color:#64748b">${escapeHtml(b.publicUrl)}</a><br>Butuh bantuan? Hubungi <a href="mailto:${escapeHtml(b.supportEmail)}" style="color:#64748b">${escapeHtml(b.supportEmail)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: opts.subject, text, html };
}

/** The 6-digit account verification code (spec 2.14), valid `minutes` minutes. */
export function verificationCodeMail(b: MailBrand, opts: { name: string; code: string; minutes: number }): MailContent {
  return renderMail(b, {
    subject: `Kode verifikasi akun ${b.brand}: ${opts.code}`,
    greeting: `Halo ${opts.name},`,
    blocks: [
      { kind: 'text', text: `Gunakan kode berikut untuk memverifikasi akun ${b.brand} Anda:` },
      { kind: 'code', code: opts.code },
      { kind: 'text', text: `Kode ini berlaku selama ${opts.minutes} menit dan hanya dapat digunakan satu kali.` },
      { kind: 'note', text: 'Jangan berikan kode ini kepada siapa pun. Jika Anda tidak merasa mendaftar, abaikan email ini.' },
    ],
  });
}

/** The password reset link (spec 2.12, 2.13): {host}/reset-password?token=…, valid `minutes` minutes. */
export function passwordResetMail(b: MailBrand, opts: { name: string; url: string; minutes: number }): MailContent {
  return renderMail(b, {
    subject: `Reset password akun ${b.brand}`,
    greeting: `Halo ${opts.name},`,
    blocks: [
      { kind: 'text', text: `Kami menerima permintaan untuk mengatur ulang password akun ${b.brand} Anda. Klik tombol di bawah ini untuk membuat password baru.` },
      { kind: 'button', label: 'Reset Password', url: opts.url },
      { kind: 'text', text: `Tautan ini berlaku selama ${opts.minutes} menit dan hanya dapat digunakan satu kali. Setelah password diganti, semua sesi login Anda akan diakhiri.` },
      { kind: 'note', text: 'Jika Anda tidak meminta reset password, abaikan email ini; password Anda tidak akan berubah.' },
    ],
  });
}

/**
 * An admin invited someone to the staff (issue 14 item 6): the role's name and a link to set a
 * password (the reset-password page), valid `hours` hours.
 */
export function staffInvitationMail(b: MailBrand, opts: { name: string; roleLabel: string; url: string | null; hours: number }): MailContent {
  return renderMail(b, {
    subject: `Undangan sebagai ${opts.roleLabel} di ${b.brand}`,
    greeting: `Halo ${opts.name},`,
    blocks: opts.url
      ? [
          { kind: 'text', text: `Anda diundang bergabung sebagai ${opts.roleLabel} di ${b.brand}. Klik tombol di bawah ini untuk membuat password akun Anda.` },
          { kind: 'button', label: 'Buat Password', url: opts.url },
          { kind: 'text', text: `Tautan ini berlaku selama ${opts.hours} jam dan hanya dapat digunakan satu kali.` },
          { kind: 'note', text: `Jika Anda tidak mengenal undangan ini, abaikan email ini atau hubungi ${b.supportEmail}.` },
        ]
      : [
          { kind: 'text', text: `Akun ${b.brand} Anda kini memiliki peran ${opts.roleLabel}. Masuk seperti biasa untuk memakainya.` },
          { kind: 'button', label: 'Masuk', url: `${b.publicUrl}/login` },
        ],
  });
}

/**
 * A mentor graded (or re-graded) a practice assignment (issue 8): score 0..100 and the
 * mentor's feedback ('Catatan:'), with a link to the item in the learning player.
 */
export function assignmentGradedMail(
  b: MailBrand,
  opts: { name: string; courseTitle: string; itemTitle: string; score: number; feedback: string; url: string; regraded: boolean },
): MailContent {
  return renderMail(b, {
    subject: opts.regraded ? `Nilai tugas diperbarui: ${opts.itemTitle}` : `Tugas kamu sudah dinilai: ${opts.itemTitle}`,
    greeting: `Halo ${opts.name},`,
    blocks: [
      {
        kind: 'text',
        text: opts.regraded
          ? `Mentor memperbarui penilaian tugas "${opts.itemTitle}" di kelas "${opts.courseTitle}".`
          : `Mentor sudah menilai tugas "${opts.itemTitle}" di kelas "${opts.courseTitle}".`,
      },
      { kind: 'text', text: `Nilai: ${opts.score}` },
      { kind: 'text', text: 'Catatan:' },
      // One paragraph per line of the mentor's feedback (HTML would fold the line breaks).
      ...opts.feedback
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((text) => ({ kind: 'text' as const, text })),
      { kind: 'button', label: 'Lihat Tugas', url: opts.url },
    ],
  });
}
