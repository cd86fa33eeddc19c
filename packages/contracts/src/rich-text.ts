/**
 * The one HTML allow-list of rich text (decision 269): what the studio's editor can write, what the
 * server's sanitiser keeps (apps/api lib/sanitize.ts), and what the pages style (`.rich-text` in
 * apps/web index.css; a test checks each block tag has its rule). Headings are h2 and h3 (h4 is
 * kept for texts written before); lists, quotes, links and images; tables and code as before.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'span',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept per tag; links get `target="_blank" rel="noopener noreferrer"` from the sanitiser. */
export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] } as const;

/** URL schemes of links, and of image sources (`data:` for pasted pictures). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

/** The heading levels the editor offers ('Judul 2', 'Judul 3'). */
export const RICH_TEXT_HEADING_LEVELS = [2, 3] as const;

/** Block tags a page must style (a test matches them with `.rich-text <tag>` rules). */
export const RICH_TEXT_STYLED_BLOCKS = ['h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'a', 'img'] as const;

/**
 * How many characters of text a rich-text body holds: tags dropped, the common entities counted as
 * one character, whitespace runs as one (decision 284). Plain text counts as itself.
 */
export function richTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|lt|gt|quot|amp|#39|#x27);/g, '_')
    .replace(/\s+/g, ' ')
    .trim().length;
}

/** Whether a rich-text body shows something: text, or at least one image. */
export const richTextIsEmpty = (html: string): boolean => richTextLength(html) === 0 && !/<img\b/i.test(html);

/**
 * Where a picture in a question or an answer may come from (decision 292): the academy's own
 * storage, as the upload endpoints answer it (`/storage/uploads/images/{random}-{width}.webp`, a
 * path on this site). Any other address (another site, `data:`) would load for every reader or
 * bypass the upload's checks: the post sanitiser drops it and a post that sends it is refused.
 */
export const POST_IMAGE_SOURCE = /^\/storage\/uploads\/images\/[A-Za-z0-9_-]+\.webp$/;

/** Whether `src` is a picture address a post may keep (POST_IMAGE_SOURCE). */
export const isPostImageSource = (src: string): boolean => POST_IMAGE_SOURCE.test(src);

/** The `src` of every `<img>` in a rich-text body ('' for an image without one); entities `&amp;` decoded. */
export function richTextImageSources(html: string): string[] {
  return [...html.matchAll(/<img\b([^>]*)>/gi)].map((m) => {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(` ${m[1] ?? ''}`);
    return (src?.[1] ?? src?.[2] ?? src?.[3] ?? '').replace(/&amp;/g, '&').trim();
  });
}
