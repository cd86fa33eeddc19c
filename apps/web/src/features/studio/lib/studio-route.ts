/** A screen of the studio, read from the part of the path after /studio/. */
export type StudioRoute =
  | { screen: 'list' }
  | { screen: 'course'; courseId: number; tab: 'info' | 'packages' | 'curriculum' | 'cohorts' }
  | { screen: 'item'; courseId: number; itemId: number | 'new' }
  | { screen: 'not-found' };

/**
 * Matches the studio's own paths (the app's route table has one '/studio/*' entry, so that the
 * landing page carries no studio routes):
 *   ''                                  list
 *   'courses/:id' [/packages|/curriculum|/angkatan]
 *   'courses/:id/items/:itemId' | 'courses/:id/items/new'
 */
export function matchStudioRoute(rest: string): StudioRoute {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return { screen: 'list' };
  const id = Number(parts[1]);
  if (parts[0] !== 'courses' || !Number.isInteger(id) || id <= 0) return { screen: 'not-found' };
  if (parts.length === 2) return { screen: 'course', courseId: id, tab: 'info' };
  if (parts.length === 3 && (parts[2] === 'packages' || parts[2] === 'curriculum')) return { screen: 'course', courseId: id, tab: parts[2] };
  // 'Angkatan' (decision 285).
  if (parts.length === 3 && parts[2] === 'angkatan') return { screen: 'course', courseId: id, tab: 'cohorts' };
  if (parts.length === 4 && parts[2] === 'items') {
    if (parts[3] === 'new') return { screen: 'item', courseId: id, itemId: 'new' };
    const itemId = Number(parts[3]);
    if (Number.isInteger(itemId) && itemId > 0) return { screen: 'item', courseId: id, itemId };
  }
  return { screen: 'not-found' };
}
