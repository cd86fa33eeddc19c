import type { ReactNode } from 'react';

/** A label/value list of the instruction screens. */
export function DetailRows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
