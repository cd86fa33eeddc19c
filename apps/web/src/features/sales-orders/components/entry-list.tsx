import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

type Tone = Parameters<typeof Badge>[0]['tone'];

/** One money movement of an order (a payment or a refund): heading, status, detail lines, an optional action. */
export type Entry = { key: number; title: ReactNode; status: { tone: Tone; label: string }; body: ReactNode; meta: ReactNode; action?: ReactNode };

/**
 * The order page's list of payments or refunds: one tinted card per entry,
 * or `empty` when there is none.
 */
export function EntryList({ entries, empty }: { entries: Entry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="space-y-3">
      {entries.map((e) => (
        <li key={e.key} className="rounded-lg bg-slate-50 p-3 text-sm">
          <div className="flex justify-between gap-2">
            <span className="font-semibold">{e.title}</span>
            <Badge tone={e.status.tone}>{e.status.label}</Badge>
          </div>
          <p className="mt-1 text-slate-700">{e.body}</p>
          <p className="mt-1 text-xs break-all text-slate-500">{e.meta}</p>
          {e.action}
        </li>
      ))}
    </ul>
  );
}
