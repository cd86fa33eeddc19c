/**
 * Navigation rules the app shell needs on every page. No zod here: the shell is part of the landing
 * route's first load (docs/decisions/014).
 */

/**
 * A safe place to go after login or verification: a relative path starting with a single '/'
 * (never '//', '/\\' or a URL); anything else gives '/'.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Control characters or backslashes can be read as another origin by some browsers.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return '/';
  return next;
}
