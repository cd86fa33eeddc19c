import DOMPurify from 'dompurify';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import type { FaqEntry } from '../../content/voucher-programme';

/**
 * FAQ accordion (spec 2.8): the first entry is open by default; clicking an entry toggles it
 * (several may be open). Answers are HTML, sanitised with DOMPurify before they are rendered.
 */
export function FaqSection({ entries }: { entries: FaqEntry[] }) {
  return (
    <Accordion type="multiple" defaultValue={['faq-0']} className="mt-8">
      {entries.map((entry, i) => (
        <AccordionItem key={entry.question} value={`faq-${i}`} title={entry.question}>
          <div className="rich-text leading-relaxed" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(entry.answer) }} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}
