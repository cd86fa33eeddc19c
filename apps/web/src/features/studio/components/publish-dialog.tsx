import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useStudioT } from '../lib/studio-t';

/** Sections the 422 names (`errors` keys), each with its name in `studio:publish.fields`. */
const FIELDS = ['thumbnail', 'description', 'chapters', 'packages', 'videos'] as const;
const isField = (f: string): f is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(f);

/** The 422 of 'Terbitkan': every missing part, by section, so the author knows where to go. */
export function PublishDialog({ missing, onClose }: { missing: Record<string, string[]> | null; onClose: () => void }) {
  const t = useStudioT();
  return (
    <Dialog open={missing !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={t('studio:publish.title')} description={t('studio:publish.description')}>
        <ul className="space-y-2" aria-label={t('studio:publish.missing')}>
          {Object.entries(missing ?? {}).flatMap(([field, messages]) =>
            messages.map((m) => (
              <li key={`${field}-${m}`} className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {isField(field) && <strong className="font-semibold">{t(`studio:publish.fields.${field}`)}: </strong>}
                  {m}
                </span>
              </li>
            )),
          )}
        </ul>
        <div className="mt-5 flex justify-end">
          <Button onClick={onClose}>{t('studio:publish.ok')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
