import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kelas/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of this request's answers (issue 18 item 1, decision 211): negotiated from
     * `Accept-Language` (`en`, `en-US`, `en-GB;q=0.8` → `en`), `id` when absent or unknown.
     */
    locale: Locale;
  }
}

/**
 * The language a client asks for in `Accept-Language`, among the supported ones (q-values and
 * language prefixes honoured by negotiator): `id` without a header, for `*`, or for languages
 * the product does not speak. Pure; cheap (one header).
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(LOCALES) ?? DEFAULT_LOCALE;
}

/** Sets `request.locale` for every request, first thing (before any hook can throw). */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
  });
}
