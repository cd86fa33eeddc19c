import { RotateCcw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The offline screen: shown instead of the error fallback when a page cannot load
 * because the browser is offline; offers 'Coba Lagi' and the way to the saved readings.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('offline');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <WifiOff className="size-10" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-xl font-bold text-slate-900 sm:text-2xl">{t('offlineTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('offlineText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('offlineRetry')}
        </Button>
        <Button asChild variant="garis" size="lg">
          <Link to={paths.programmu}>{t('openProgrammu')}</Link>
        </Button>
      </div>
    </div>
  );
}
