import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The 403 page of an area a signed-in user may not enter (the studio, the mentor console, the
 * operations console): each area says in its own words who may, and the button leads back to
 * 'Program Saya'.
 */
export function ForbiddenPage({ title, text, back }: { title: string; text: string; back: string }) {
  const titleId = useId();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center" aria-labelledby={titleId}>
      <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden="true">
        <ShieldAlert className="size-8" />
      </span>
      <p className="mt-4 text-sm font-semibold tracking-wide text-red-600">403</p>
      <h1 id={titleId} className="mt-1 text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Button asChild className="mt-6">
        <Link to={paths.programmu}>{back}</Link>
      </Button>
    </section>
  );
}
