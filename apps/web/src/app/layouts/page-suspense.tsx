import { Suspense, type ReactNode } from 'react';

/**
 * A page's Suspense boundary: while its texts (a translation namespace) or a lazy part still load,
 * an empty busy area of `minHeight` holds its place. On Preact (decision 128) a component that
 * suspends needs a boundary above it: without one the suspension reaches the error boundary as an
 * error (React kept the previous screen instead, during the router's transition).
 */
export function PageSuspense({ children, minHeight = 'min-h-[60vh]' }: { children: ReactNode; minHeight?: string }) {
  return <Suspense fallback={<div aria-busy="true" className={minHeight} />}>{children}</Suspense>;
}
