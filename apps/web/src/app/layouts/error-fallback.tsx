import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OfflineScreen } from '@/features/offline/components/offline-screen';
import { isOnline } from '@/lib/network/online';

type Props = { children: ReactNode; resetKey: string; onReset: () => void };
type State = { error: Error | null };

/** The fallback's look: sad robot, heading, text and 'Coba Lagi' (spec 2.5). */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <img src="/images/sad-robot.svg" alt={t('errorFallback.image')} width={176} height={176} className="size-44" />
      <h1 className="mt-6 text-xl font-bold text-slate-900 sm:text-2xl">{t('errorFallback.title')}</h1>
      <p className="mt-2 text-slate-600">{t('errorFallback.text')}</p>
      <Button className="mt-8" size="lg" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('errorFallback.retry')}
      </Button>
    </div>
  );
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.retry();
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    // Offline, the page failed for want of the network: say so instead of 'terjadi kesalahan'.
    if (!isOnline()) return <OfflineScreen onRetry={this.retry} />;
    return <ErrorFallback onRetry={this.retry} />;
  }
}

/**
 * Error fallback (spec 2.5): shown when a page fails to render; 'Coba Lagi' renders it again.
 * Resets when the path (resetKey) changes. Resetting also clears TanStack Query's error-boundary
 * state, so queries that threw fetch again instead of rethrowing their cached error.
 */
export function ErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={resetKey} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
