import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n/format';
import type { Position } from '../lib/navigation';
import { MaterialCard } from './views/material-card';

/**
 * A sequential course's item that waits for the ones before it (decision 241): says which one to
 * complete first and opens it. The server refuses the item too (409 ITEM_LOCKED). An item under drip
 * release (`opensAt`, decision 288) says when it opens, in the learner's zone, labelled.
 */
export function LockedView({
  title,
  first,
  onOpen,
  opensAt = null,
}: {
  title: string;
  first: { title: string; position: Position } | null;
  onOpen: (p: Position) => void;
  opensAt?: string | null;
}) {
  const { t } = useTranslation('learning');
  const f = useFormat();
  return (
    <MaterialCard kicker={t('locked.title')} title={title}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-3 text-slate-700">
          {opensAt && <p>{t('locked.opensAt', { when: f.dateTime(opensAt) })}</p>}
          {!opensAt && first && <p>{t('locked.text', { title: first.title })}</p>}
          {!opensAt && first && <Button onClick={() => onOpen(first.position)}>{t('locked.open', { title: first.title })}</Button>}
        </div>
      </div>
    </MaterialCard>
  );
}
