/** One field where a newer saved version differs from the form: both values as short plain text. */
export type FieldChange = { field: string; label: string; mine: string; newer: string };

const LIMIT = 160;

/** A form value as short plain text: rich text without tags, lists joined, long text cut with '…'. */
export function plainValue(v: unknown): string {
  let text: string;
  if (v === null || v === undefined) text = '';
  else if (typeof v === 'string') text = v.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
  else if (Array.isArray(v)) text = v.map((x) => plainValue(x && typeof x === 'object' && 'text' in x ? (x as { text: unknown }).text : x)).filter(Boolean).join(' · ');
  else if (typeof v === 'object') text = JSON.stringify(v);
  else text = String(v);
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text;
}

/**
 * The fields where `newer` differs from `mine`, in `mine`'s key order; `label` names a field, or
 * returns null for a field not shown (a mode switch, a hidden value). Compared as stored, shown
 * as plain text.
 */
export function changedFields<T extends object>(mine: T, newer: T, label: (field: keyof T & string) => string | null): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of Object.keys(mine) as (keyof T & string)[]) {
    if (JSON.stringify(mine[field]) === JSON.stringify(newer[field])) continue;
    const name = label(field);
    if (name !== null) out.push({ field, label: name, mine: plainValue(mine[field]), newer: plainValue(newer[field]) });
  }
  return out;
}
