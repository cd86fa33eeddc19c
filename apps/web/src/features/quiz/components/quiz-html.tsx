import DOMPurify from 'dompurify';
import { cn } from '@/components/ui/cn';

/** Question or answer HTML from the server, sanitised again with DOMPurify before it is shown. */
export function QuizHtml({ html, id, className }: { html: string; id?: string; className?: string }) {
  return <div id={id} className={cn('rich-text leading-relaxed', className)} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
