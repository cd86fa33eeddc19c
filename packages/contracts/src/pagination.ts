/** A page number, or an ellipsis. */
export type PageToken = number | 'ellipsis';

/**
 * The pagination rule of spec 2.21 (total pages T, current page c):
 * T ≤ 7: all pages; c ≤ 4: 1–5, …, T; middle: 1, …, c−1, c, c+1, …, T; near the end: 1, …, T−4–T.
 */
export function pageTokens(total: number, current: number): PageToken[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'ellipsis', total];
  if (current >= total - 3) return [1, 'ellipsis', total - 4, total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}
