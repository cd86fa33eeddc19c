import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '@/components/ui/forbidden-page';

/** 403 for anyone who is not a mentor or an admin. */
export function ForbiddenState() {
  const { t } = useTranslation('mentor');
  return <ForbiddenPage title={t('forbidden.title')} text={t('forbidden.text')} back={t('forbidden.back')} />;
}
