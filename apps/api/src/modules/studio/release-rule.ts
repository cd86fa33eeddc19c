import type { ReleaseRule } from './queries/structure.ts';

/** The drip keys of a chapter's or item's PATCH body (`releaseFields` of the sessions contract). */
export type ReleaseInput = { release_after_days?: number | null | undefined; release_at?: string | null | undefined };

/**
 * The columns a studio save writes for a drip rule (decision 288): nothing when the body names
 * neither key; otherwise the whole rule, the key left out cleared, so a switch from days to a date
 * never meets the database's one-rule check half-way. The contract has refused both set (422).
 */
export function releaseColumns(b: ReleaseInput): Partial<ReleaseRule> {
  if (b.release_after_days === undefined && b.release_at === undefined) return {};
  return { releaseAfterDays: b.release_after_days ?? null, releaseAt: b.release_at ? new Date(b.release_at) : null };
}
