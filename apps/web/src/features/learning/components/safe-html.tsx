import DOMPurify from 'dompurify';
import { cn } from '@/components/ui/cn';

/** HTML from the server, sanitised with DOMPurify before it is shown, as readable rich text. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn('rich-text leading-relaxed', className)} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
