import { fileSizeText } from '@kelas/contracts/format';
import type { ActiveMaterial, CourseActivity } from '@kelas/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CloudCheck, CloudDownload, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/network/online';
import { notify } from '@/lib/toast';
import { offlineKeys, useOfflineOwner } from '../hooks/offline-keys';
import { useSavedReadings } from '../hooks/use-saved-readings';
import { cacheStorageFiles, type FileStore } from '../lib/file-store';
import { isSavable, removeReading, saveReading } from '../lib/offline-store';

type Props = { material: ActiveMaterial; activity: CourseActivity; files?: FileStore };

/**
 * 'Simpan offline' / 'Hapus dari offline' under a reading or text in the player:
 * saving stores the item's detail, its PDF and the course snapshot on the device; a saved item shows
 * 'Tersedia offline' with its size and 'Hapus dari offline'. Saving needs the network (the button
 * says so offline); removing works offline too.
 */
export function SaveOfflineButton({ material, activity, files = cacheStorageFiles }: Props) {
  const { t } = useTranslation('offline');
  const owner = useOfflineOwner();
  const online = useOnline();
  const qc = useQueryClient();
  const saved = useSavedReadings().data?.find((s) => s.itemId === material.item_id) ?? null;
  const refresh = () => qc.invalidateQueries({ queryKey: offlineKeys.all });

  const save = useMutation({
    mutationFn: () => saveReading({ files }, { owner: owner!, activity, material }),
    networkMode: 'always',
    onSuccess: async () => {
      await refresh();
      notify(t('savedToast'), 'success');
    },
    onError: (err) => {
      console.error(err);
      notify(t('saveFailed'), 'error');
    },
  });
  const remove = useMutation({
    mutationFn: () => removeReading({ files }, owner!, material.item_id),
    networkMode: 'always',
    onSuccess: async () => {
      await refresh();
      notify(t('removedToast'), 'info');
    },
    onError: (err) => console.error(err),
  });

  if (!owner || !isSavable(material.item_type)) return null;
  const hintId = `offline-hint-${material.item_id}`;
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
      {saved ? (
        <>
          <p id={hintId} className="flex items-center gap-2 text-sm text-emerald-800">
            <CloudCheck className="size-5 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">{t('saved')}</span>
              {saved.bytes > 0 && <span className="text-slate-600"> · {fileSizeText(saved.bytes)}</span>}
              <span className="block text-slate-600">{t('savedHint')}</span>
            </span>
          </p>
          <Button
            variant="abu"
            size="sm"
            onClick={() => remove.mutate()}
            loading={remove.isPending}
            aria-describedby={hintId}
          >
            {!remove.isPending && <Trash2 className="size-4" aria-hidden="true" />}
            {t('remove')}
          </Button>
        </>
      ) : (
        <>
          <p id={hintId} className="text-sm text-slate-600">
            {online ? t('saveHint') : t('saveNeedsNetwork')}
          </p>
          <Button
            variant="garis"
            size="sm"
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!online}
            aria-describedby={hintId}
          >
            {!save.isPending && <CloudDownload className="size-4" aria-hidden="true" />}
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </>
      )}
    </div>
  );
}
