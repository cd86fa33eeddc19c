import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useStudioT } from '../lib/studio-t';

/**
 * Shown when a save answered 409 because someone else changed the same thing first: the server's
 * message and 'Muat Ulang', which reads the latest version (the unsaved edits are discarded).
 */
export function StaleAlert({ message, onReload }: { message: string; onReload: () => void }) {
  const t = useStudioT();
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <p>{message}</p>
      <Button variant="kuning" size="sm" onClick={onReload}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('studio:common.reload')}
      </Button>
    </div>
  );
}
