import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { Spinner } from './spinner';

/** Radix dialog root and trigger: focus is trapped inside and Escape closes. */
export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

function CloseButton() {
  const { t } = useTranslation();
  return (
    <D.Close className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={t('close')}>
      <X className="size-5" aria-hidden="true" />
    </D.Close>
  );
}

/**
 * A dialog's body suspends on its own (texts of another namespace, a lazy viewer): on Preact the
 * nearest Suspense boundary shows its fallback, and without this one that would be the page's,
 * which would take the page away behind the open dialog (decision 128).
 */
function BodySuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="flex justify-center py-8 text-brand-600" />}>{children}</Suspense>;
}

/** A centred modal with a title (read as the dialog's name) and an optional description. */
export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof D.Content> & { title: ReactNode; description?: ReactNode }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms]" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
          <CloseButton />
        </div>
        {description && <D.Description className="mb-4 text-sm text-slate-600">{description}</D.Description>}
        <BodySuspense>{children}</BodySuspense>
      </D.Content>
    </D.Portal>
  );
}

/** A panel that slides in from the right edge (mobile menus); same focus rules as the dialog. */
export function DrawerContent({ title, children, className, ...props }: ComponentProps<typeof D.Content> & { title: ReactNode }) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms]" />
      <D.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
          <CloseButton />
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <BodySuspense>{children}</BodySuspense>
        </div>
      </D.Content>
    </D.Portal>
  );
}
