import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { notify, TOAST_MS } from '@/lib/toast';

/** Session-expiry alert text (spec 8). */
export const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan login kembali.';

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
  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      notify(SESSION_EXPIRED, 'warning');
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts (spec 2.27): success, error, warning, info; 3 s; a click dismisses. */}
      <div onClick={dismissClickedToast}>
        <Toaster
          position="top-center"
          richColors
          closeButton
          duration={TOAST_MS}
          offset={{ top: 76 }}
          mobileOffset={{ top: 72 }}
          toastOptions={{ className: 'cursor-pointer', closeButtonAriaLabel: 'Tutup notifikasi' }}
        />
      </div>
    </QueryClientProvider>
  );
}
