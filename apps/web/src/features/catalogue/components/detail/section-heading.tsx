import type { ReactNode } from 'react';

/** An upper-case section heading of the detail page ('TENTANG COURSE', …). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-extrabold tracking-wide text-slate-900 sm:text-2xl">
      {children}
    </h2>
  );
}
