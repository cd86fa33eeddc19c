import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

const FIELD_LABELS: Record<string, string> = { thumbnail: 'Thumbnail', description: 'Deskripsi', chapters: 'Kurikulum', packages: 'Harga' };

/** The 422 of 'Terbitkan': every missing part, by section, so the author knows where to go. */
export function PublishDialog({ missing, onClose }: { missing: Record<string, string[]> | null; onClose: () => void }) {
  return (
    <Dialog open={missing !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title="Kelas belum dapat diterbitkan" description="Lengkapi bagian berikut, lalu terbitkan lagi.">
        <ul className="space-y-2" aria-label="Yang belum lengkap">
          {Object.entries(missing ?? {}).flatMap(([field, messages]) =>
            messages.map((m) => (
              <li key={`${field}-${m}`} className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {FIELD_LABELS[field] && <strong className="font-semibold">{FIELD_LABELS[field]}: </strong>}
                  {m}
                </span>
              </li>
            )),
          )}
        </ul>
        <div className="mt-5 flex justify-end">
          <Button onClick={onClose}>Mengerti</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
