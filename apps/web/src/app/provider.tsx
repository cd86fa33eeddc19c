import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { i18next } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { notify, registerToasterMount, setToasterMounted, TOAST_MS } from '@/lib/toast';

/** Sonner's Toaster, loaded with the first toast (not on the landing's critical path). */
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Tells lib/toast that the Toaster is mounted (it mounts after the Toaster, in the same boundary). */
function ToasterReady() {
  useEffect(() => {
    setToasterMounted(true);
    return () => setToasterMounted(false);
  }, []);
  return null;
}

/**
 * A click anywhere on a toast dismisses that toast (spec 2.27). Sonner dismisses a toast through
 * its own close button, so the click is handed to the button of the clicked toast.
 */
function dismissClickedToast(e: MouseEvent) {
  const target = e.target as HTMLElement;
  if (target.closest('[data-close-button]')) return;
  const toastEl = target.closest('[data-sonner-toast]');
  toastEl?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => registerToasterMount(() => setToasterWanted(true)), []);
  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      // Session-expiry alert (spec 8), in the language in use when it happens.
      notify(i18next.t('common:sessionExpired'), 'warning');
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts (spec 2.27): success, error, warning, info; 3 s; a click dismisses. */}
      {toasterWanted && (
        <div onClick={dismissClickedToast}>
          <Suspense fallback={null}>
            <Toaster
              position="top-center"
              richColors
              closeButton
              duration={TOAST_MS}
              offset={{ top: 76 }}
              mobileOffset={{ top: 72 }}
              toastOptions={{ className: 'cursor-pointer', closeButtonAriaLabel: t('closeToast') }}
            />
            <ToasterReady />
          </Suspense>
        </div>
      )}
    </QueryClientProvider>
  );
}
