import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The studio's namespaces: its own texts and the API's messages (decision 218). */
export const STUDIO_NS = ['studio', 'studioMessages'] as const;

/** A translate function over the studio's namespaces (`t('studio:list.title')`, `t('studioMessages:titleRequired')`). */
export type StudioT = TFunction<typeof STUDIO_NS>;

/** The studio's translate function in the interface language (a component suspends until its texts are loaded). */
export function useStudioT(): StudioT {
  return useTranslation(STUDIO_NS).t;
}
