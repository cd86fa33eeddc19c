/**
 * Most pixels (width × height, as the file's header declares them) a studio image upload may
 * have: refused above it before any decoding (a few kilobytes can declare gigapixels).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** Widths (px) of the WebP variants made of every studio image upload, narrowest first. */
export const IMAGE_VARIANT_WIDTHS = [400, 1280] as const;

/**
 * Responsive sources of a stored image (decision 204). Studio uploads are stored
 * as WebP in every width of IMAGE_VARIANT_WIDTHS, named `{base}-{width}.webp` (modules/studio,
 * store-upload.ts), the course keeping the widest; from that name the other widths follow. Seeded
 * images are SVG (vector, ≈ 1.5 KB): one source fits every size.
 *
 * `path` is the storage path (without /storage/); returns `src` (the stored path's URL) and, for a
 * variant-named WebP, `srcSet` with each width in pixels (`… 400w, … 1280w`).
 */
export function storedImageSources(path: string): { src: string; srcSet?: string } {
  const clean = path.replace(/^\/+/, '');
  const src = `/storage/${clean}`;
  const m = /^(.+)-(\d+)\.webp$/.exec(clean);
  if (!m || !(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(Number(m[2]))) return { src };
  return { src, srcSet: IMAGE_VARIANT_WIDTHS.map((w) => `/storage/${m[1]}-${w}.webp ${w}w`).join(', ') };
}
