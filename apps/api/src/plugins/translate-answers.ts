import type { Locale } from '@kelas/contracts/i18n';
import { translateMessage } from '@kelas/contracts/locales/translate-message';
import type { FastifyInstance } from 'fastify';

/**
 * The texts of an answer body in `locale` (decision 211): `message`, `error` (the verification
 * answers repeat the message there) and every text of `errors` (`{ field: [texts] }`) go through
 * translateMessage; `data` and everything else stay as they are. Returns the body itself when
 * nothing changes (Indonesian, or no text known), else a shallow copy. Any other value is returned as is.
 */
export function translateAnswer<T>(body: T, locale: Locale): T {
  if (locale === 'id' || body === null || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return body;
  const src = body as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  const set = (key: string, value: unknown) => {
    if (value === src[key]) return;
    out ??= { ...src };
    out[key] = value;
  };
  for (const key of ['message', 'error'] as const) {
    const text = src[key];
    if (typeof text === 'string') set(key, translateMessage(text, locale));
  }
  const errors = src.errors;
  if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
    let changed = false;
    const translated = Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, texts]) => {
        if (!Array.isArray(texts)) return [field, texts];
        const next = texts.map((t: unknown) => (typeof t === 'string' ? translateMessage(t, locale) : t));
        if (next.some((t, i) => t !== texts[i])) changed = true;
        return [field, next];
      }),
    );
    if (changed) set('errors', translated);
  }
  return (out ?? body) as T;
}

/**
 * Answers in the request's language, in one place (decision 211): services,
 * helpers and the error handler keep writing the spec's Indonesian texts; for a request whose
 * `request.locale` is not Indonesian, this preSerialization hook hands every JSON answer — success
 * `message`s, errors, validation `errors` — to translateAnswer. Indonesian answers are untouched.
 */
export function registerTranslateAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', (request, _reply, payload, done) => done(null, translateAnswer(payload, request.locale)));
}
