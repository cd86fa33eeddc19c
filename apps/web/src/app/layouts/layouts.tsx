import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-fallback';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { Footer } from './footer';
import { Header } from './header';
import { PageSuspense } from './page-suspense';

/** Every page renders inside an error boundary and a Suspense boundary (decision 128). */
function Boundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </ErrorBoundary>
  );
}

/** Main (public) layout: header, content, footer (spec 2.2). */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1 pt-16">
        <Boundary />
      </main>
      <Footer />
    </div>
  );
}

/** Auth layout: an authenticated user goes to /; otherwise the form area. */
export function AuthLayout() {
  return (
    <RedirectIfAuthenticated>
      <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
        <Boundary />
      </main>
    </RedirectIfAuthenticated>
  );
}

/** Programmu layout: header and footer; a guest goes to /login. */
export function ProgrammuLayout() {
  return (
    <RequireAuth>
      <MainLayout />
    </RequireAuth>
  );
}

/** Checkout layout: requires a logged-in learner; header and footer. */
export function CheckoutLayout() {
  return (
    <RequireAuth>
      <MainLayout />
    </RequireAuth>
  );
}

/** Learning layout: no header or footer; a guest goes to /login. */
export function LearningLayout() {
  return (
    <RequireAuth>
      <Boundary />
    </RequireAuth>
  );
}
