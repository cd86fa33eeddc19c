import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useMessage } from '@/lib/i18n/use-message';
import { cn } from './cn';

/** A text input; give it an `id` and a `Label htmlFor`, and `aria-invalid` when its field has an error. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
        'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500',
        'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20',
        className,
      )}
      {...props}
    />
  );
}

/** A field label (radix Label: clicking it focuses the control). */
/** The classes of a native `<select>` in the look of `Input` (one definition for every form). */
export const selectClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('mb-1.5 block text-sm font-medium text-slate-700', className)} {...props} />;
}

/**
 * The message under a field, in the interface language (a contract's Indonesian check message is
 * translated here, in one place: `useMessage`); renders nothing without one. Point the input's
 * `aria-describedby` at its `id`.
 */
export function FieldError({ id, message, className }: { id?: string; message?: string | null; className?: string }) {
  const translated = useMessage()(message);
  if (!translated) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1.5 text-sm text-red-600', className)}>
      {translated}
    </p>
  );
}
