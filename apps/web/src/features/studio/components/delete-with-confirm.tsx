import { useState } from 'react';
import { notify } from '@/lib/toast';
import { completedCountOf, isConfirmRequired, messageOf } from '../lib/api-errors';
import { useStudioT } from '../lib/studio-t';
import { ConfirmDialog } from './confirm-dialog';

type Target = { what: 'bab' | 'materi'; title: string; completedCount: number; run: (confirm: boolean) => Promise<unknown> };

/**
 * Deleting a chapter or an item: a dialog that says how many learners completed it (from the
 * course data, or from the server's 409 CONFIRM_REQUIRED when that number grew meanwhile) and
 * sends `?confirm=true` only after the user agreed to that number.
 */
export function useDeleteWithConfirm() {
  const [target, setTarget] = useState<Target | null>(null);
  const [count, setCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const t = useStudioT();

  const run = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await target.run(count > 0);
      notify(target.what === 'bab' ? t('studio:deletion.chapterDeleted') : t('studio:deletion.itemDeleted'), 'success');
      setTarget(null);
    } catch (e) {
      if (isConfirmRequired(e)) setCount(completedCountOf(e));
      else {
        notify(messageOf(e, t('studio:common.error')), 'error');
        setTarget(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const description = !target
    ? ''
    : count > 0
      ? target.what === 'bab'
        ? t('studio:deletion.chapterCompleted', { count })
        : t('studio:deletion.itemCompleted', { count })
      : target.what === 'bab'
        ? t('studio:deletion.chapterBody', { title: target.title })
        : t('studio:deletion.itemBody', { title: target.title });

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target?.what === 'bab' ? t('studio:deletion.chapterTitle', { title: target.title }) : t('studio:deletion.itemTitle', { title: target?.title ?? '' })}
      description={description}
      confirmLabel={count > 0 ? t('studio:deletion.confirmCount', { count }) : t('studio:common.delete')}
      busy={busy}
      onConfirm={() => void run()}
      onCancel={() => setTarget(null)}
    />
  );
  return {
    dialog,
    ask: (t: Target) => {
      setCount(t.completedCount);
      setTarget(t);
    },
  };
}
