import DOMPurify from 'dompurify';
import { cn } from '@/components/ui/cn';

/**
 * A review's body from the server (already through the rich-text allow-list, decision 272),
 * sanitised again before it is shown; line breaks of a plain-text review are kept.
 */
export function ReviewBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('rich-text leading-relaxed whitespace-pre-line', className)} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
