import { useTranslation } from 'react-i18next';

const bone = 'animate-pulse rounded-md bg-slate-200';

/**
 * The player's frame while its course loads (decision 257): the header with 'Memuat kelas…' where
 * the title comes, the sidebar (wide screens), the activity-list bar (phones), a material card and
 * the bottom bar, each where the loaded player puts it, so nothing moves when it arrives. The
 * server sends the same markup in the page (apps/api platform/spa-player-markup.ts, which mirrors
 * these classes), so a phone shows it before any script has run.
 */
export function PlayerSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div className="min-h-screen bg-slate-50" aria-busy="true">
      <div className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white">
        <div className="flex h-full items-center gap-3 px-3 sm:px-5">
          <div className={`size-10 shrink-0 rounded-full lg:hidden ${bone}`} />
          <div className={`hidden h-8 w-28 shrink-0 lg:block ${bone}`} />
          <div className="min-w-0 flex-1">
            <p role="status" className="truncate text-sm font-bold text-slate-600 sm:text-base">
              {t('player.loadingCourse')}…
            </p>
            <div className={`mt-1 h-1.5 w-2/3 lg:hidden ${bone}`} />
          </div>
          <div className={`hidden h-4 w-56 shrink-0 lg:block ${bone}`} />
        </div>
      </div>
      <div className="fixed top-16 bottom-0 left-0 hidden w-80 space-y-3 border-r border-slate-200 bg-white p-4 lg:block">
        <div className={`h-5 w-32 ${bone}`} />
        <div className={`h-12 w-full ${bone}`} />
        <div className={`h-12 w-full ${bone}`} />
        <div className={`h-12 w-full ${bone}`} />
      </div>
      <div className="pt-16 pb-20 lg:pl-80">
        <div className="sticky top-16 z-20 border-b border-slate-200 bg-white px-3 py-2 lg:hidden">
          <div className={`h-8 w-full ${bone}`} />
        </div>
        <div className="mx-auto max-w-4xl px-3 py-4 sm:px-6 sm:py-6">
          <div className="min-h-64 rounded-2xl border border-slate-200 bg-white p-6">
            <div className={`h-4 w-24 ${bone}`} />
            <div className={`mt-3 h-6 w-2/3 ${bone}`} />
            <div className={`mt-4 h-40 w-full ${bone}`} />
          </div>
        </div>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white lg:left-80" />
    </div>
  );
}
