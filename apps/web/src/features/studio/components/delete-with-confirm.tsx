import { useState } from 'react';
import { notify } from '@/lib/toast';
import { completedCountOf, isConfirmRequired, messageOf } from '../lib/api-errors';
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

  const run = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await target.run(count > 0);
      notify(target.what === 'bab' ? 'Bab dihapus.' : 'Materi dihapus.', 'success');
      setTarget(null);
    } catch (e) {
      if (isConfirmRequired(e)) setCount(completedCountOf(e));
      else {
        notify(messageOf(e), 'error');
        setTarget(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const description = !target
    ? ''
    : count > 0
      ? `${target.what === 'bab' ? 'Materi di bab ini' : 'Materi ini'} sudah diselesaikan oleh ${count} peserta. Progres mereka dihitung ulang tanpa ${target.what} ini; nilai dan sertifikat yang sudah terbit tidak berubah.`
      : `“${target.title}” akan dihapus${target.what === 'bab' ? ' beserta semua materinya' : ''}. Tindakan ini tidak dapat dibatalkan.`;

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`Hapus ${target?.what ?? ''} “${target?.title ?? ''}”?`}
      description={description}
      confirmLabel={count > 0 ? `Hapus (${count} peserta)` : 'Hapus'}
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
