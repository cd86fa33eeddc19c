import { randomBytes } from 'node:crypto';
import type { Locale } from '@kelas/contracts/i18n';
import type { NotificationGroup } from '@kelas/contracts/notification-channels';
import { escapeHtml } from '../../platform/mail-templates.ts';
import { textsFor } from '../../platform/i18n.ts';

/** The page's own policy: nothing but its one inline stylesheet; the form posts to this server. */
export const unsubscribePagePolicy = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export type UnsubscribePageState =
  | { kind: 'confirm'; group: NotificationGroup; email: string; action: string }
  | { kind: 'done'; group: NotificationGroup }
  | { kind: 'invalid' };

/**
 * The small page of an unsubscribe link (decision 279), in `locale`, without the SPA: asks to
 * confirm (a GET never unsubscribes: mail scanners open links), says it is done after the POST, or
 * that the link is not valid; always with a link to the profile's notification settings. Returns
 * the HTML and the nonce its Content-Security-Policy must allow.
 */
export function renderUnsubscribePage(state: UnsubscribePageState, o: { locale: Locale; brand: string; publicUrl: string }): { html: string; nonce: string } {
  const t = textsFor(o.locale);
  const nonce = randomBytes(16).toString('base64');
  const group = state.kind === 'invalid' ? '' : t(`notificationChannelText:groups.${state.group}`);
  const body =
    state.kind === 'confirm'
      ? `<p>${escapeHtml(t('notificationChannelText:unsubscribe.confirm', { group, email: state.email }))}</p>
<form method="post" action="${escapeHtml(state.action)}"><button type="submit">${escapeHtml(t('notificationChannelText:unsubscribe.button'))}</button></form>`
      : state.kind === 'done'
        ? `<p role="status">${escapeHtml(t('notificationChannelText:unsubscribe.done', { group }))}</p>`
        : `<p role="alert">${escapeHtml(t('notificationChannelText:unsubscribe.invalid'))}</p>`;
  const html = `<!doctype html>
<html lang="${o.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t('notificationChannelText:unsubscribe.title'))} · ${escapeHtml(o.brand)}</title>
<style nonce="${nonce}">
body{margin:0;background:#f1f5f9;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1e293b}
main{max-width:480px;margin:48px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 2px rgba(15,23,42,.08)}
.brand{color:#1d4ed8;font-weight:700;font-size:20px;margin:0 0 16px}
h1{font-size:22px;margin:0 0 12px}
p{font-size:15px;line-height:1.6;margin:0 0 16px;overflow-wrap:anywhere}
form{margin:0 0 20px}
button{min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:#b91c1c;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
a{color:#1d4ed8;font-weight:600}
</style></head>
<body><main><div class="card">
<p class="brand">${escapeHtml(o.brand)}</p>
<h1>${escapeHtml(t('notificationChannelText:unsubscribe.title'))}</h1>
${body}
<p><a href="${escapeHtml(`${o.publicUrl}/programmu/profile?tab=notifikasi`)}">${escapeHtml(t('notificationChannelText:unsubscribe.profile'))}</a></p>
</div></main></body></html>`;
  return { html, nonce };
}
