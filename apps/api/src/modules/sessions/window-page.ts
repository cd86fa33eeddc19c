import type { Locale } from '@kelas/contracts/i18n';
import { translateMessage } from '@kelas/contracts/locales/translate-message';
import escapeHtml from 'escape-html';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionContext } from './queries.ts';

const BACK = { id: 'Kembali ke kelas', en: 'Back to the course' } as const;

/**
 * The short page a browser gets when 'Gabung Webinar' is opened outside the join window (decision
 * 288): the reason (not open yet, ended, cancelled) in the request's language, the session's title
 * and a link back to the course; status 409 like the JSON answer. Anything but an AppError is re-thrown.
 */
export function outsideWindowPage(reply: FastifyReply, err: unknown, ctx: SessionContext, locale: Locale): FastifyReply {
  if (!(err instanceof AppError)) throw err;
  const message = escapeHtml(translateMessage(err.message, locale));
  const back = `/learning/${encodeURIComponent(ctx.course.slug)}${ctx.session.itemId ? `?item=${ctx.session.itemId}` : ''}`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(ctx.session.title)}</title></head><body><main><h1>${escapeHtml(ctx.session.title)}</h1><p role="alert">${message}</p><p><a href="${escapeHtml(back)}">${BACK[locale]}</a></p></main></body></html>`;
  return reply.code(err.status).type('text/html; charset=utf-8').send(html);
}
