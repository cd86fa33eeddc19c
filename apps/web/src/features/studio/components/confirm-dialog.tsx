import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useStudioT } from '../lib/studio-t';

type Props = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: 'merah' | 'biru';
};

/** A yes/no dialog (delete, leave with unsaved changes, publish): 'Batal' and the named action. */
export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onCancel, busy, tone = 'merah' }: Props) {
  const t = useStudioT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent title={title} description={description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="abu" onClick={onCancel}>
            {t('studio:common.cancel')}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
