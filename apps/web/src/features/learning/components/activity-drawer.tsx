import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Daftar Aktivitas' on mobile (spec 2.21): the sidebar in a panel sliding from the left (radix
 * Dialog: focus stays inside, Escape or the overlay closes it).
 */
export function ActivityDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const { t } = useTranslation('learning');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[fade-in_150ms]"
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-200 pr-2 pl-4">
            <Dialog.Title className="text-base font-bold text-slate-900">{t('player.activityList')}</Dialog.Title>
            <Dialog.Close
              className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('player.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
