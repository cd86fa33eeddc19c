/**
 * The words of a rich-text body as plain text, for places that show no markup (a notification, an
 * e-mail line, a testimonial's quote): tags dropped, the common entities decoded, whitespace
 * folded, cut at `max` characters with an ellipsis. Pages and mail escape it again when they show it.
 */
export function plainTextExcerpt(body: string, max: number): string {
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
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
