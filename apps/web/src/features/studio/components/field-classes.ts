/** The shared select look, and a textarea in the look of `Input`. */
export { selectClass } from '@/components/ui/input';
export const textareaClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500';
/** A white card section of the studio. */
export const panelClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
