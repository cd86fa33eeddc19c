import { Video, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Label, selectClass } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { zoneLabel } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useAddSession, useCancelSession, useCohortSessions } from '../api/staff-cohorts';
import { useAcademyZone } from '../lib/academy-zone';
import { TextField } from './text-field';
import { zonedInputToIso } from '../lib/zoned-input';

/** A cohort's sessions for staff (decision 285): list (cancelled ones struck through), add, cancel. The meeting link must be an http(s) URL. */
export function CohortSessions({ courseId, cohortId, webinars }: { courseId: number; cohortId: number; webinars: { id: number; title: string }[] }) {
  const { t } = useTranslation('cohorts');
  const f = useAcademyFormat();
  const sessions = useCohortSessions(cohortId);
  const cancel = useCancelSession(courseId, cohortId);
  return (
    <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
      {sessions.data?.length === 0 && <p className="text-sm text-slate-600">{t('staff.noSessions')}</p>}
      <ol className="space-y-2">
        {sessions.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 text-sm">
            <span className={s.cancelled_at ? 'min-w-0 break-words text-slate-500 line-through' : 'min-w-0 break-words'}>
              {s.sequence !== null && <span className="mr-1 font-mono text-xs text-slate-500">#{s.sequence}</span>}
              {s.title} · {f.shortDateTime(s.starts_at)}
            </span>
            <span className="flex items-center gap-2">
              <a href={s.meeting_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline">
                <Video className="size-4" aria-hidden="true" />
                <span className="sr-only">{s.title}</span>
                {new URL(s.meeting_url).hostname}
              </a>
              {!s.cancelled_at && (
                <Button size="sm" variant="abu" disabled={cancel.isPending} onClick={() => cancel.mutate(s.id, { onError: (err) => notify(err instanceof ApiError ? err.message : String(err), 'error') })}>
                  <XCircle className="size-4" aria-hidden="true" />
                  {t('staff.cancelSession')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
      <SessionForm courseId={courseId} cohortId={cohortId} webinars={webinars} />
    </div>
  );
}

type Fields = { title: string; starts_at: string; ends_at: string; meeting_url: string; sequence: string; item_id: string };

function SessionForm({ courseId, cohortId, webinars }: { courseId: number; cohortId: number; webinars: { id: number; title: string }[] }) {
  const { t } = useTranslation('cohorts');
  const zone = useAcademyZone();
  const f = useAcademyFormat();
  const add = useAddSession(courseId, cohortId);
  const empty: Fields = { title: '', starts_at: '', ends_at: '', meeting_url: '', sequence: '', item_id: '' };
  const [v, setV] = useState<Fields>(empty);
  const error = add.error instanceof ApiError ? add.error : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        title: v.title,
        starts_at: zonedInputToIso(v.starts_at, zone),
        ends_at: zonedInputToIso(v.ends_at, zone),
        meeting_url: v.meeting_url,
        sequence: v.sequence.trim() === '' ? null : Number(v.sequence),
        item_id: v.item_id === '' ? null : Number(v.item_id),
      },
      { onSuccess: () => (notify(t('staff.sessionSaved'), 'success'), setV(empty)) },
    );
  };
  const register = (k: keyof Fields) => ({ id: `session-${cohortId}-${k}`, value: v[k], onChange: (e: { target: { value: string } }) => setV((p) => ({ ...p, [k]: e.target.value })), error: error?.field(k) });
  const zoneName = zoneLabel(f.locale, zone);
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2" aria-label={t('staff.addSession')}>
      <TextField className="sm:col-span-2" label={t('staff.sessionTitle')} {...register('title')} />
      <TextField label={t('staff.zoned', { label: t('staff.startsAt'), zone: zoneName })} type="datetime-local" {...register('starts_at')} />
      <TextField label={t('staff.zoned', { label: t('staff.endsAt'), zone: zoneName })} type="datetime-local" {...register('ends_at')} />
      <TextField className="sm:col-span-2" label={t('staff.meetingUrl')} type="url" {...register('meeting_url')} />
      <TextField label={t('staff.sequence')} type="number" {...register('sequence')} />
      {webinars.length > 0 && (
        <div>
          <Label htmlFor={`session-${cohortId}-item_id`}>{t('staff.item')}</Label>
          <select id={`session-${cohortId}-item_id`} className={selectClass} value={v.item_id} onChange={(e) => setV((p) => ({ ...p, item_id: e.target.value }))} aria-describedby={`session-${cohortId}-item_id-error`}>
            <option value="">{t('staff.noItem')}</option>
            {webinars.map((w) => (
              <option key={w.id} value={w.id}>
                {w.title}
              </option>
            ))}
          </select>
          <FieldError id={`session-${cohortId}-item_id-error`} message={error?.field('item_id')} />
        </div>
      )}
      <div className="flex items-end">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {t('staff.addSession')}
        </Button>
      </div>
    </form>
  );
}
