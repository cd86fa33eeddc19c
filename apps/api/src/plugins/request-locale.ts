import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kelas/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language of this request's answers (decision 211): negotiated from
     * `Accept-Language` (`en`, `en-US`, `en-GB;q=0.8` → `en`), `id` when absent or unknown.
     */
    locale: Locale;
  }
}

/** Header values already negotiated: browsers send a handful of distinct ones, so this stays small. */
const negotiated = new Map<string, Locale>();
const NEGOTIATED_MAX = 500;

/**
 * The language a client asks for in `Accept-Language`, among the supported ones (q-values and
 * language prefixes honoured by negotiator): `id` without a header, for `*`, or for languages
 * the product does not speak. Pure; remembered per header value (at most 500 values, then
 * forgotten at once, so odd headers cannot grow memory).
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let locale = negotiated.get(acceptLanguage);
  if (locale) return locale;
  locale = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(LOCALES) ?? DEFAULT_LOCALE;
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  negotiated.set(acceptLanguage, locale);
  return locale;
}

/**
 * Sets `request.locale` for every request, first thing (before any hook can throw). A synchronous
 * hook: every request runs it, and an async one costs a promise and a microtask (decision 129).
 */
export function registerRequestLocale(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    done();
  });
}
