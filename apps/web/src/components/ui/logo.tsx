import { useAppConfig } from '@/lib/app-config';
import { cn } from './cn';

/** The brand mark (an open book over a rising bar) and the {brand} name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { brand } = useAppConfig();
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-brand-700', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-600'} />
        <path d="M7 10.5c3-1.3 6-1.3 9 .8 3-2.1 6-2.1 9-.8v11c-3-1.3-6-1.3-9 .8-3-2.1-6-2.1-9-.8z" className={inverted ? 'fill-brand-600' : 'fill-white'} />
        <path d="M16 11.3v11" className={inverted ? 'stroke-white' : 'stroke-brand-600'} strokeWidth="1.5" />
        <circle cx="24.5" cy="7.5" r="2.5" className="fill-amber-400" />
      </svg>
      <span>{brand}</span>
    </span>
  );
}
