import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The studio's namespaces: its own texts and the API's messages (issue 18, decision 218). */
export const STUDIO_NS = ['studio', 'studioMessages'] as const;

/** A translate function over the studio's namespaces (`t('studio:list.title')`, `t('studioMessages:titleRequired')`). */
export type StudioT = TFunction<typeof STUDIO_NS>;

/** The studio's translate function in the interface language (a component suspends until its texts are loaded). */
export function useStudioT(): StudioT {
  return useTranslation(STUDIO_NS).t;
}

const KEY_OF_MESSAGE = new Map<string, keyof typeof STUDIO_MESSAGES>(Object.entries(STUDIO_MESSAGES).map(([key, text]) => [text, key as keyof typeof STUDIO_MESSAGES]));

/**
 * A message of a contract schema (STUDIO_MESSAGES, Indonesian) in the interface language; any other
 * text (a server message, already in the request's language) is returned as it is.
 */
export function studioMessage(t: StudioT, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`studioMessages:${key}`) : message;
}
