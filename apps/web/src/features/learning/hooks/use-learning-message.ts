import { LEARNING_MESSAGES } from '@kelas/contracts/learning';
import { useTranslation } from 'react-i18next';

type Key = keyof typeof LEARNING_MESSAGES;
const KEY_OF = new Map<string, Key>(Object.entries(LEARNING_MESSAGES).map(([k, v]) => [v, k as Key]));

/**
 * A message of LEARNING_MESSAGES produced on the device (the contract's zod schemas carry the
 * Indonesian text) in the interface language (catalogue `learningMessages`); any other text, e.g.
 * an API message already in the request's language, as it is. Undefined stays undefined.
 */
export function useLearningMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('learningMessages');
  return (text) => {
    const key = text === undefined ? undefined : KEY_OF.get(text);
    return key ? t(key) : text;
  };
}
