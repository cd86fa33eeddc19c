import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

/** Colour variants of the shared palette (docs/CODE_STYLE.md): biru (main), hijau (success), merah (danger), kuning (warning), abu (neutral). */
export const buttonVariants = {
  biru: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  hijau: 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700',
  merah: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
  kuning: 'bg-amber-400 text-slate-900 hover:bg-amber-500 focus-visible:outline-amber-500',
  abu: 'bg-slate-100 text-slate-800 hover:bg-slate-200 focus-visible:outline-slate-400',
  /** Outlined brand button, for a second action next to a 'biru' one. */
  garis: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  /** No background: links that look like text in menus and toolbars. */
  polos: 'bg-transparent text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-400',
} as const;

export const buttonSizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-full',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** Classes of a button, for elements that cannot be a `Button` (e.g. a plain `<a>` from another library). */
export function buttonClass(variant: ButtonVariant = 'biru', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    buttonVariants[variant],
    buttonSizes[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button (e.g. while a form submits). */
  loading?: boolean;
  /** Renders the single child (a `Link` or `<a>`) with the button's look. */
  asChild?: boolean;
};

/** The one button of the app. `asChild` with a `<Link>` child makes a link that looks like a button. */
export function Button({ variant = 'biru', size = 'md', loading = false, asChild = false, className, disabled, children, type, ...props }: ButtonProps) {
  const cls = buttonClass(variant, size, className);
  if (asChild) {
    return (
      <Slot.Root className={cls} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type ?? 'button'} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
