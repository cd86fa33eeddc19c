import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useStudioT } from '../lib/studio-t';

/** 403 for anyone who is neither an author nor an admin. */
export function StudioForbidden() {
  const t = useStudioT();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center" aria-labelledby="studio-forbidden-title">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
        <ShieldAlert className="size-8" />
      </span>
      <p className="mt-4 text-sm font-semibold tracking-wide text-red-600">403</p>
      <h1 id="studio-forbidden-title" className="mt-1 text-2xl font-bold text-slate-900">
        {t('studio:forbidden.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('studio:forbidden.body')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.programmu}>{t('studio:forbidden.back')}</Link>
      </Button>
    </section>
  );
}
