import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** The 'Progress Kelas' bar with its percentage (spec 2.20/2.21); `inline` puts label, bar and value on one row. */
export function ProgressBar({ value, className, inline = false }: { value: number; className?: string; inline?: boolean }) {
  const { t } = useTranslation('learning');
  const labelId = useId();
  const bar = (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={inline ? 'h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200' : 'mt-1 h-2 overflow-hidden rounded-full bg-slate-200'}
    >
      <div className="h-full rounded-full bg-emerald-500 transition-[width] duration-500" style={{ width: `${value}%` }} />
    </div>
  );
  if (inline) {
    return (
      <div className={`flex items-center gap-2 text-[11px] font-semibold text-slate-600 ${className ?? ''}`}>
        <span id={labelId} className="shrink-0">
          {t('header.progress')}
        </span>
        {bar}
        <span className="shrink-0">{value}%</span>
      </div>
    );
  }
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-3 text-xs font-semibold text-slate-600">
        <span id={labelId}>{t('header.progress')}</span>
        <span>{value}%</span>
      </div>
      {bar}
    </div>
  );
}

/**
 * Player header (spec 2.21): the logo (links to /; on mobile a back icon to /programmu instead of
 * the spec's broken /program), the course title and 'Progress Kelas'.
 */
export function PlayerHeader({ title, progress }: { title: string; progress: number }) {
  const { t } = useTranslation('learning');
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white">
      <div className="flex h-full items-center gap-3 px-3 sm:px-5">
        <Link
          to={paths.programmu}
          aria-label={t('header.back')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <Link to={paths.home} aria-label={t('header.home')} className="hidden shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 lg:inline-flex">
          <Logo />
        </Link>
        <div className="mx-1 hidden h-8 w-px bg-slate-200 lg:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-sm font-bold text-slate-900 sm:text-base" title={title}>
            {title}
          </h1>
          <ProgressBar value={progress} inline className="mt-1 lg:hidden" />
        </div>
        <ProgressBar value={progress} className="hidden w-56 shrink-0 lg:block" />
      </div>
    </header>
  );
}
