import { ITEM_DETAIL_SCHEMAS, STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { ItemType } from '@kelas/contracts/learning';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

/**
 * The `items.detail` to store for an item type: checked against the type's
 * schema (422 with `detail.<field>` errors) and with every rich-text field sanitised.
 */
export function normaliseItemDetail(type: ItemType, detail: Record<string, unknown>): Record<string, unknown> {
  const parsed = ITEM_DETAIL_SCHEMAS[type].safeParse(detail);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[['detail', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    throw new AppError(422, Object.values(errors)[0]?.[0] ?? STUDIO_MESSAGES.detailInvalid, 'DETAIL_INVALID', errors);
  }
  const d = parsed.data as Record<string, unknown>;
  for (const key of ['html', 'instruction', 'objective'] as const) {
    if (typeof d[key] === 'string') d[key] = sanitizeRichText(d[key]);
  }
  return d;
}
