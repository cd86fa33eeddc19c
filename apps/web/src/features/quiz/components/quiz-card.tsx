import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The framed area every quiz screen draws in. */
export function QuizCard({ children, className, labelledBy }: { children: ReactNode; className?: string; labelledBy: string }) {
  return (
    <section aria-labelledby={labelledBy} className={cn('rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      {children}
    </section>
  );
}

/** A labelled figure (intro facts, result numbers). */
export function Fact({ label, value, tone = 'abu' }: { label: string; value: ReactNode; tone?: 'abu' | 'hijau' | 'merah' | 'biru' }) {
  const tones = {
    abu: 'bg-slate-50 text-slate-900',
    hijau: 'bg-emerald-50 text-emerald-800',
    merah: 'bg-red-50 text-red-800',
    biru: 'bg-brand-50 text-brand-900',
  } as const;
  return (
    <div className={cn('rounded-xl p-3', tones[tone])}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold">{value}</dd>
    </div>
  );
}
