import type { ItemType } from '@kelas/contracts/learning';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CREATABLE_TYPES, ITEM_TYPE_LABELS } from '../lib/labels';

/** 'Tambah Materi': pick the type, then the item editor opens to fill it in (nothing is saved before that). */
export function AddItemDialog({ courseId, chapter, onClose }: { courseId: number; chapter: { id: number; title: string } | null; onClose: () => void }) {
  const [type, setType] = useState<ItemType>('reading');
  const navigate = useNavigate();
  return (
    <Dialog open={chapter !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title="Tambah Materi" description={chapter ? `Materi baru di bab “${chapter.title}”.` : undefined}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Tipe materi</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CREATABLE_TYPES.map((t) => (
              <label key={t} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="new-item-type" value={t} checked={type === t} onChange={() => setType(t)} className="accent-brand-600" />
                {ITEM_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="abu" onClick={onClose}>
            Batal
          </Button>
          <Button
            onClick={() => {
              if (!chapter) return;
              onClose();
              void navigate(`/studio/courses/${courseId}/items/new?chapter=${chapter.id}&type=${type}`);
            }}
          >
            Lanjut
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
