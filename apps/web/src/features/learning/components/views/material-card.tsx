import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The framed area each material view draws in, with the material's kind and name as its heading. */
export function MaterialCard({ kicker, title, children, className }: { kicker: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby="material-title" className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
      <h2 id="material-title" className="mt-1 text-lg font-bold text-slate-900 sm:text-xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
