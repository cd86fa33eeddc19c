import type { ComponentProps } from 'react';
import { cn } from './cn';

const tones = {
  biru: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  hijau: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  merah: 'bg-red-50 text-red-700 ring-red-600/20',
  kuning: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  abu: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  /** White on a dark or coloured background (e.g. a hero). */
  terang: 'bg-white/15 text-white ring-white/30',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label (course kind, counts, statuses). */
export function Badge({ tone = 'biru', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[tone], className)} {...props} />;
}
