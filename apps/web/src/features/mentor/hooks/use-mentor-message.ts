import { MENTOR_MESSAGES } from '@kelas/contracts/mentor';
import { useTranslation } from 'react-i18next';

type Key = keyof typeof MENTOR_MESSAGES;
const KEY_OF = new Map<string, Key>(Object.entries(MENTOR_MESSAGES).map(([k, v]) => [v, k as Key]));

/**
 * A message of MENTOR_MESSAGES produced on the device (GradeFormSchema carries the Indonesian
 * text) in the interface language (catalogue `mentorMessages`); any other text, e.g. an API
 * message already in the request's language, as it is. Undefined stays undefined.
 */
export function useMentorMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('mentorMessages');
  return (text) => {
    const key = text === undefined ? undefined : KEY_OF.get(text);
    return key ? t(key) : text;
  };
}
