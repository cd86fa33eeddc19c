import { RotateCcw, Save } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldChange } from '../lib/conflict-diff';
import { useStudioT } from '../lib/studio-t';

/** The choice offered when the form's edits are kept beside a newer saved version (decision 270). */
export type KeepEdits = {
  /** What the newer version holds where it differs from the form; null while it is being read. */
  changes: FieldChange[] | null;
  /** 'Timpa dengan Versi Saya': save the form again on the newer version. */
  onOverwrite: () => void;
  /** 'Pakai Versi Terbaru': the form takes the newer version (the edits are dropped). */
  onUseLatest: () => void;
  busy?: boolean;
};

/**
 * Shown when a save answered 409 because someone else saved the same thing first. It scrolls into
 * view and takes the focus, wherever the user was on a long form. With `keep`, the form's edits
 * stay: the banner lists the newer saved values beside the author's own and offers 'Timpa dengan
 * Versi Saya' or 'Pakai Versi Terbaru'; without it, only 'Muat Ulang' (which drops the edits).
 */
export function StaleAlert({ message, onReload, keep }: { message: string; onReload?: () => void; keep?: KeepEdits | undefined }) {
  const t = useStudioT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // jsdom has no scrollIntoView; browsers do.
    el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 focus:outline-2 focus:outline-amber-500"
    >
      <div>
        <p id={titleId} className="font-semibold">
          {keep ? t('studio:stale.title') : message}
        </p>
        {/* The server's words say to reload, which is what this banner spares the author. */}
        {keep && <p className="mt-1">{t('studio:stale.keep')}</p>}
      </div>
      {keep && keep.changes === null && <p aria-live="polite">{t('studio:stale.loadingLatest')}</p>}
      {keep?.changes && keep.changes.length === 0 && <p>{t('studio:stale.same')}</p>}
      {keep?.changes && keep.changes.length > 0 && (
        <div>
          <p className="font-medium">{t('studio:stale.changed')}</p>
          <dl className="mt-2 divide-y divide-amber-200 rounded-lg border border-amber-200 bg-white/70">
            {keep.changes.map((c) => (
              <div key={c.field} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
                <dt className="font-medium">{c.label}</dt>
                <dd className="min-w-0 break-words">
                  <span className="block text-xs text-amber-800">{t('studio:stale.newer')}</span>
                  {c.newer || t('studio:stale.empty')}
                </dd>
                <dd className="min-w-0 break-words">
                  <span className="block text-xs text-amber-800">{t('studio:stale.mine')}</span>
                  {c.mine || t('studio:stale.empty')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {keep ? (
          <>
            <Button variant="kuning" size="sm" loading={keep.busy} disabled={keep.changes === null} onClick={keep.onOverwrite}>
              <Save className="size-4" aria-hidden="true" />
              {t('studio:stale.overwrite')}
            </Button>
            <Button variant="garis" size="sm" disabled={keep.changes === null || keep.busy} onClick={keep.onUseLatest}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('studio:stale.useLatest')}
            </Button>
          </>
        ) : (
          <Button variant="kuning" size="sm" onClick={onReload}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('studio:common.reload')}
          </Button>
        )}
      </div>
    </div>
  );
}
