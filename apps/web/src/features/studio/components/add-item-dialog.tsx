import type { ItemType } from '@kelas/contracts/learning';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CREATABLE_TYPES } from '../lib/labels';
import { useStudioT } from '../lib/studio-t';

/** 'Tambah Materi': pick the type, then the item editor opens to fill it in (nothing is saved before that). */
export function AddItemDialog({ courseId, chapter, onClose }: { courseId: number; chapter: { id: number; title: string } | null; onClose: () => void }) {
  const [type, setType] = useState<ItemType>('reading');
  const navigate = useNavigate();
  const t = useStudioT();
  return (
    <Dialog open={chapter !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={t('studio:addItem.title')} description={chapter ? t('studio:addItem.description', { title: chapter.title }) : undefined}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('studio:addItem.type')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {CREATABLE_TYPES.map((type_) => (
              <label key={type_} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="new-item-type" value={type_} checked={type === type_} onChange={() => setType(type_)} className="accent-brand-600" />
                {t(`studio:itemTypes.${type_}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="abu" onClick={onClose}>
            {t('studio:common.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (!chapter) return;
              onClose();
              void navigate(`/studio/courses/${courseId}/items/new?chapter=${chapter.id}&type=${type}`);
            }}
          >
            {t('studio:addItem.next')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
