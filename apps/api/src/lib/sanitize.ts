import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { isPostImageSource, RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SCHEMES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@kelas/contracts/rich-text';

/** Inputs longer than this (characters) are sanitised every time, never remembered. */
const MEMO_MAX_INPUT = 16_384;

/**
 * Sanitised output by input: the function is pure, and the same question and answer HTML is
 * sent at every quiz start (3,000 learners starting one quiz re-sanitised the same 50 strings
 * 3,000 times: decision 124). Bounded: at most 5,000 entries and 16 MB of text. A key starts with
 * the allow-list's letter (authors' rich text or posts), so one input never answers for the other.
 */
const memo = new LRUCache<string, string>({ max: 5_000, maxSize: 16 * 2 ** 20, sizeCalculation: (value, key) => value.length + key.length + 1 });

// The one allow-list the editor and the page styles share (decision 269).
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a], img: [...RICH_TEXT_ATTRIBUTES.img] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

// Learners' posts: the same list, but a picture only from the academy's own storage (decision 292).
const POSTS: sanitizeHtml.IOptions = { ...RICH_TEXT, exclusiveFilter: (frame) => frame.tag === 'img' && !isPostImageSource(frame.attribs.src ?? '') };

function remembered(kind: 'r' | 'p', html: string, options: sanitizeHtml.IOptions): string {
  if (html.length > MEMO_MAX_INPUT) return sanitizeHtml(html, options);
  const key = kind + html;
  let out = memo.get(key);
  if (out === undefined) {
    out = sanitizeHtml(html, options);
    memo.set(key, out);
  }
  return out;
}

/**
 * Sanitises rich text from authors (quiz questions and answers, assignment instructions, FAQ)
 * before it is stored and before it is sent, to the one allow-list the editor and the pages share
 * (contracts `rich-text.ts`, decision 269): formatting, h2–h4, lists, quotes, links, images and
 * tables only; no scripts, styles, event handlers or javascript: URLs.
 */
export function sanitizeRichText(html: string): string {
  return remembered('r', html, RICH_TEXT);
}

/**
 * Sanitises a question or an answer on its way out (decisions 277, 292): the rich-text allow-list,
 * and an `<img>` only when its source is the academy's own storage (`isPostImageSource`); any other
 * picture (another site, `data:`, none) is dropped, so a post makes no reader's browser fetch an
 * address its author chose.
 */
export function sanitizePostText(html: string): string {
  return remembered('p', html, POSTS);
}
