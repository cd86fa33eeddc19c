import { safeNextPath } from '@kelas/contracts/navigation';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** Programmu, learning, checkout and mentor areas (spec 2.2): a guest goes to /login and comes back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const next = location.pathname + location.search;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

/**
 * Auth pages (spec 2.2): an authenticated user is redirected to /, or to the page named by a
 * safe relative `next` parameter (login and verification after a guard sent the guest here).
 */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <>{children}</>;
}
