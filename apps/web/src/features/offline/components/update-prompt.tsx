import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';

/** How often an open tab asks the server for a new service worker (ms). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is deployed, shows 'Versi baru tersedia'
 * with 'Muat ulang', which activates the new worker and reloads the page (decision
 * 200). 'Nanti' keeps the running version until the next visit. Its chunk loads after the
 * page's `load` event and a second after the first render, so it never competes with the first
 * paint (decision 146).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('offline');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-title"
      aria-describedby="update-text"
      className="fixed right-3 bottom-24 left-3 z-[60] sm:left-auto sm:w-96"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl">
        <p id="update-title" className="font-semibold text-slate-900">
          {t('updateTitle')}
        </p>
        <p id="update-text" className="mt-1 text-sm text-slate-600">
          {t('updateText')}
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="polos" size="sm" onClick={() => setNeedRefresh(false)}>
            {t('updateLater')}
          </Button>
          <Button size="sm" onClick={() => void updateServiceWorker(true)}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('updateReload')}
          </Button>
        </div>
      </div>
    </div>
  );
}
