import { i18next } from './i18n';

/**
 * A message that is one of a contract text object's Indonesian texts (a zod message checked in the
 * browser before any request), in the interface language: found by value in `texts`, then read from
 * the namespace `ns` (issue 18, decision 219). Any other message (the server's, already in the
 * request's language) is returned as it is; `undefined` stays `undefined`. The component showing
 * it loads `ns` (`useTranslation([..., ns])`); until then the message stays as it is.
 */
export function knownMessage(
  ns: string,
  texts: Readonly<Record<string, unknown>>,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const key = Object.keys(texts).find((k) => texts[k] === message);
  if (!key || !i18next.exists(`${ns}:${key}`)) return message;
  const translate = i18next.t as unknown as (key: string) => string;
  return translate(`${ns}:${key}`);
}
