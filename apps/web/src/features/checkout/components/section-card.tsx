import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A titled white card of the checkout pages ('Detail Order', 'Data Member', 'Rekap Pembelian', …). */
export function SectionCard({ title, id, children, className, action }: { title: string; id: string; children: ReactNode; className?: string; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
