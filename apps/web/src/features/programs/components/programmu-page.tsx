import { ArrowLeft, BookOpen, Search, Ticket } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX, type Program } from '@kelas/contracts/programs';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/network/online';
import { usePrograms } from '../api/get-programs';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ProgramCard } from './program-card';

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-2 w-full" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </div>
    </div>
  );
}

/**
 * Programmu (spec 2.20): header with a back link to /, the 'Cari Pelatihan' box (500 ms debounce;
 * a new term aborts the previous request), the learner's program cards or the empty state.
 * A failed load is only logged (spec 8), leaving the empty state.
 *
 * Offline: `offlineContent` (the readings saved on this device) is shown above
 * the list, and instead of it when the list was never loaded; `cardExtra` adds a line to each card
 * (whether items of that course are available offline). Both are composed in app/routes.
 */
export function ProgrammuPage({
  cardExtra,
  offlineContent,
}: { cardExtra?: (program: Program) => ReactNode; offlineContent?: ReactNode } = {}) {
  const online = useOnline();
  const { t } = useTranslation(['programs', 'programsText']);
  const searchId = useId();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isFetching } = usePrograms(search);
  const programs = data ?? [];
  const typing = term.trim() !== search;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Link
            to={paths.home}
            aria-label={t('back')}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('programsText:heading')}</h1>
        </div>
        <Button asChild variant="garis" size="sm">
          <Link to={paths.voucherRedeem}>
            <Ticket className="size-4" aria-hidden="true" />
            {t('redeem')}
          </Link>
        </Button>
      </div>

      <div className="relative mt-6 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t('programsText:search')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          placeholder={t('programsText:search')}
          value={term}
          maxLength={SEARCH_MAX}
          onChange={(e) => setTerm(e.target.value)}
          className="pr-10 pl-9"
          autoComplete="off"
        />
        {(typing || (isFetching && !isPending)) && (
          <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-600" label={t('searching')} />
        )}
      </div>

      {!online && offlineContent && <div className="mt-6">{offlineContent}</div>}

      {(online || data) && (
        <div className="mt-6" aria-busy={isPending}>
          {isPending ? (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              <CardSkeleton />
              <CardSkeleton />
              <CardSkeleton />
            </div>
          ) : programs.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
              <BookOpen className="size-10 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-700">
                {search ? t('emptySearch', { term: search }) : t('programsText:empty')}
              </p>
              {!search && (
                <Button asChild variant="biru" className="mt-5">
                  <Link to={paths.home}>{t('browse')}</Link>
                </Button>
              )}
            </div>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {programs.map((p) => (
                <li key={p.id}>
                  <ProgramCard program={p} extra={cardExtra?.(p)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
