import { ForbiddenPage } from '@/components/ui/forbidden-page';
import { useStudioT } from '../lib/studio-t';

/** 403 for anyone who is neither an author nor an admin. */
export function StudioForbidden() {
  const t = useStudioT();
  return <ForbiddenPage title={t('studio:forbidden.title')} text={t('studio:forbidden.body')} back={t('studio:forbidden.back')} />;
}
