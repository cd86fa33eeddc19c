import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label, selectClass } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useOpenCohorts } from '../api/get-open-cohorts';
import { useMoveCohort } from '../api/move-cohort';

/** 'Pindah angkatan' (decision 285): another open cohort with a free seat, until the learner's own starts. */
export function MoveCohort({ slug, currentId }: { slug: string; currentId: number }) {
  const { t } = useTranslation('cohorts');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const cohorts = useOpenCohorts(slug);
  const move = useMoveCohort(slug);
  const choices = (cohorts.data?.data ?? []).filter((c) => c.id !== currentId && c.seats_left !== 0);
  const [target, setTarget] = useState('');
  if (!open) {
    return (
      <button type="button" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline" onClick={() => setOpen(true)}>
        {t('schedule.move')}
      </button>
    );
  }
  if (choices.length === 0) return <p className="text-sm text-slate-600">{t('picker.none')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate(Number(target), {
      onSuccess: () => (notify(t('schedule.moved'), 'success'), setOpen(false)),
      onError: (err) => notify(err instanceof ApiError ? err.message : String(err), 'error'),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <Label htmlFor={`move-${slug}`}>{t('schedule.moveTo')}</Label>
        <select id={`move-${slug}`} className={selectClass} value={target} onChange={(e) => setTarget(e.target.value)} required>
          <option value="" disabled />
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} · {f.shortDate(c.starts_at)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={!target || move.isPending}>
        {t('schedule.moveSubmit')}
      </Button>
    </form>
  );
}
