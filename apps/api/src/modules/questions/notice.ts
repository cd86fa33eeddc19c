/** The question's page in the SPA, where a notification leads (decision 277). */
export const questionLink = (questionId: number) => `/diskusi/${questionId}`;

/** Longest excerpt of a question in a notification (characters). */
const EXCERPT_MAX = 120;

/**
 * The first words of a post as plain text for a notification: tags dropped, the common entities
 * decoded, whitespace folded, cut at EXCERPT_MAX characters with an ellipsis. Mail and pages escape
 * it again when they show it.
 */
export function plainExcerpt(body: string): string {
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text;
}
