import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/network/online';
import { usePendingCompletions } from '../hooks/use-pending-completions';

/**
 * A small notice while the browser is offline: saved readings still open; queued
 * completions are counted. Sits above the player's bottom bar; announced politely.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  const pending = usePendingCompletions().data ?? 0;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-3"
    >
      {!online && (
        <p className="pointer-events-auto flex max-w-md items-start gap-2 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t('banner')}
            {pending > 0 && (
              <span className="block text-slate-300">{t('queuedBanner', { count: pending })}</span>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
