import type { Locale } from '../i18n.ts';
import { INPUT_MESSAGES } from '../text.ts';
import { INPUT_MESSAGES_EN } from './en/text.ts';

/**
 * Every contract text object as an i18next namespace, in both languages (issue 18, decision 210):
 * the API loads all of them; the web loads each on demand (`apps/web/src/lib/i18n/namespaces.ts`).
 * Namespace = the constant's name in camelCase. Indonesian values are the spec's texts, unchanged.
 * Add a namespace to both maps; `registry.test.ts` checks keys, placeholders and empty texts.
 */
export const CONTRACT_TEXTS_ID = {
  inputMessages: INPUT_MESSAGES,
} as const;

/** English twins of CONTRACT_TEXTS_ID, namespace for namespace. */
export const CONTRACT_TEXTS_EN = {
  inputMessages: INPUT_MESSAGES_EN,
} as const satisfies Record<keyof typeof CONTRACT_TEXTS_ID, object>;

/** Contract namespace names. */
export type ContractNamespace = keyof typeof CONTRACT_TEXTS_ID;

/** Every contract catalogue, per language. */
export const CONTRACT_TEXTS: Readonly<Record<Locale, Readonly<Record<ContractNamespace, object>>>> = {
  id: CONTRACT_TEXTS_ID,
  en: CONTRACT_TEXTS_EN,
};
