import { FieldError, Input, Label } from '@/components/ui/input';

/** A labelled input with its help and its error from the API (422 under the field). */
export function TextField(p: { id: string; label: string; value: string; onChange: (e: { target: { value: string } }) => void; error: string | undefined; type?: string; help?: string; className?: string }) {
  return (
    <div className={p.className}>
      <Label htmlFor={p.id}>{p.label}</Label>
      <Input id={p.id} type={p.type ?? 'text'} value={p.value} onChange={p.onChange} aria-invalid={Boolean(p.error)} aria-describedby={`${p.id}-error`} />
      {p.help && <p className="mt-1 text-xs text-slate-500">{p.help}</p>}
      <FieldError id={`${p.id}-error`} message={p.error} />
    </div>
  );
}
