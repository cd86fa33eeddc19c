import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { sendCompletion } from '../api/send-completion';
import { offlineKeys, useOfflineOwner } from '../hooks/offline-keys';
import { flushCompletions } from '../lib/completion-queue';

/**
 * Sends the completions queued offline: at start, after a login and whenever the
 * browser comes back online. Afterwards the course activity, Programmu's progress and the queue
 * counter are refreshed. Renders nothing.
 */
export function CompletionSync() {
  const { t } = useTranslation('offline');
  const owner = useOfflineOwner();
  const qc = useQueryClient();
  useEffect(() => {
    if (!owner) return;
    const flush = () => {
      void flushCompletions(owner, (e) => sendCompletion(e.itemId, e.body))
        .then(async (r) => {
          if (r.sent + r.dropped === 0) return;
          await Promise.all([
            qc.invalidateQueries({ queryKey: ['learning'] }),
            qc.invalidateQueries({ queryKey: ['programs'] }),
            qc.invalidateQueries({ queryKey: offlineKeys.all }),
          ]);
          if (r.sent > 0) notify(t('syncedToast', { count: r.sent }), 'success');
        })
        .catch((err: unknown) => console.error(err));
    };
    if (navigator.onLine !== false) flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [owner, qc, t]);
  return null;
}
