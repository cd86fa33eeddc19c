import { CalendarDays, ChevronDown, Lock, Pencil, Plus, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCohort } from '@kelas/contracts/cohorts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { zoneLabel } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useCloseCohort, useSaveCohort, useStaffCohorts } from '../api/staff-cohorts';
import { useAcademyZone } from '../lib/academy-zone';
import { isoToZonedInput, zonedInputToIso } from '../lib/zoned-input';
import { CohortSessions } from './cohort-sessions';
import { TextField } from './text-field';

const STATUS_TONE = { open: 'hijau', full: 'kuning', closed: 'abu', ended: 'abu' } as const;

/**
 * 'Angkatan' of a course for the studio and the console (decision 285): every cohort with its dates
 * (academy zone, labelled), seats taken of its capacity and status; create, edit, close; its
 * sessions below each. The API checks the author's or admin's right again on every call.
 */
/** A webinar item of the course a session may serve. */
export type WebinarItem = { id: number; title: string };

export function StaffCohorts({ courseId, webinars = [] }: { courseId: number; webinars?: WebinarItem[] }) {
  const { t } = useTranslation('cohorts');
  const f = useAcademyFormat();
  const zone = useAcademyZone();
  const cohorts = useStaffCohorts(courseId);
  const [editing, setEditing] = useState<StaffCohort | 'new' | null>(null);

  return (
    <section aria-labelledby="staff-cohorts-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="staff-cohorts-title" className="text-xl font-bold text-slate-900">
            {t('staff.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('staff.intro', { zone: zoneLabel(f.locale, zone) })}</p>
        </div>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('staff.add')}
          </Button>
        )}
      </div>
      {editing !== null && <CohortForm courseId={courseId} cohort={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {cohorts.isError && <p className="text-sm text-red-700">{t('staff.loadFailed')}</p>}
      {cohorts.data?.length === 0 && editing === null && <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t('staff.empty')}</p>}
      <ul className="space-y-3">
        {cohorts.data?.map((c) => (
          <li key={c.id}>
            <CohortRow courseId={courseId} cohort={c} webinars={webinars} onEdit={() => setEditing(c)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CohortRow({ courseId, cohort: c, webinars, onEdit }: { courseId: number; cohort: StaffCohort; webinars: WebinarItem[]; onEdit: () => void }) {
  const { t } = useTranslation('cohorts');
  const f = useAcademyFormat();
  const close = useCloseCohort(courseId);
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const doClose = () =>
    close.mutate(c.id, {
      onSuccess: () => notify(t('staff.closed'), 'success'),
      onError: (err) => notify(err instanceof ApiError ? err.message : t('staff.loadFailed'), 'error'),
      onSettled: () => setConfirming(false),
    });
  return (
    <article aria-label={c.name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {c.name}
            <Badge tone={STATUS_TONE[c.status]}>{t(`staff.status.${c.status}`)}</Badge>
            {c.schedule_code && <span className="font-mono text-xs text-slate-500">{c.schedule_code}</span>}
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {f.shortDateTime(c.starts_at)} – {f.shortDateTime(c.ends_at)}
          </p>
          <p className="text-xs text-slate-600">
            {t('staff.deadline')}: {f.shortDateTime(c.enrolment_deadline)}
          </p>
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
            <Users className="size-4" aria-hidden="true" />
            {c.capacity === null ? t('staff.seatsUnlimited', { taken: c.seats_taken }) : t('staff.seats', { taken: c.seats_taken, capacity: c.capacity })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="garis" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('staff.edit')}
          </Button>
          {!c.closed_at &&
            (confirming ? (
              <>
                <Button size="sm" variant="merah" disabled={close.isPending} onClick={doClose}>
                  {t('staff.close')}
                </Button>
                <Button size="sm" variant="abu" onClick={() => setConfirming(false)}>
                  {t('staff.cancel')}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="abu" onClick={() => setConfirming(true)}>
                <Lock className="size-4" aria-hidden="true" />
                {t('staff.close')}
              </Button>
            ))}
        </div>
      </div>
      {confirming && <p className="mt-2 text-sm text-red-700">{t('staff.closeConfirm', { name: c.name })}</p>}
      <button
        type="button"
        className="mt-3 flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        {t('staff.sessions', { count: c.session_count })}
      </button>
      {open && <CohortSessions courseId={courseId} cohortId={c.id} webinars={webinars} />}
    </article>
  );
}

type CohortFields = { name: string; starts_at: string; ends_at: string; enrolment_deadline: string; capacity: string; schedule_code: string };

function CohortForm({ courseId, cohort, onDone }: { courseId: number; cohort: StaffCohort | null; onDone: () => void }) {
  const { t } = useTranslation('cohorts');
  const zone = useAcademyZone();
  const f = useAcademyFormat();
  const save = useSaveCohort(courseId);
  const [v, setV] = useState<CohortFields>(() => ({
    name: cohort?.name ?? '',
    starts_at: cohort ? isoToZonedInput(cohort.starts_at, zone) : '',
    ends_at: cohort ? isoToZonedInput(cohort.ends_at, zone) : '',
    enrolment_deadline: cohort ? isoToZonedInput(cohort.enrolment_deadline, zone) : '',
    capacity: cohort?.capacity ? String(cohort.capacity) : '',
    schedule_code: cohort?.schedule_code ?? '',
  }));
  const error = save.error instanceof ApiError ? save.error : null;
  const set = (k: keyof CohortFields) => (e: { target: { value: string } }) => setV((p) => ({ ...p, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      name: v.name,
      starts_at: zonedInputToIso(v.starts_at, zone),
      ends_at: zonedInputToIso(v.ends_at, zone),
      enrolment_deadline: zonedInputToIso(v.enrolment_deadline, zone),
      capacity: v.capacity.trim() === '' ? null : Number(v.capacity),
      schedule_code: v.schedule_code,
    };
    save.mutate({ id: cohort?.id ?? null, body }, { onSuccess: () => (notify(t('staff.saved'), 'success'), onDone()) });
  };
  const register = (k: keyof CohortFields) => ({ id: `cohort-${k}`, value: v[k], onChange: set(k), error: error?.field(k) });
  const zoneName = zoneLabel(f.locale, zone);
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4 sm:grid-cols-2" aria-label={cohort ? t('staff.edit') : t('staff.add')}>
      <TextField className="sm:col-span-2" label={t('staff.name')} {...register('name')} />
      <TextField label={t('staff.zoned', { label: t('staff.startsAt'), zone: zoneName })} type="datetime-local" {...register('starts_at')} />
      <TextField label={t('staff.zoned', { label: t('staff.endsAt'), zone: zoneName })} type="datetime-local" {...register('ends_at')} />
      <TextField label={t('staff.zoned', { label: t('staff.deadline'), zone: zoneName })} type="datetime-local" {...register('enrolment_deadline')} />
      <TextField label={t('staff.capacity')} type="number" help={t('staff.capacityHelp')} {...register('capacity')} />
      <TextField label={t('staff.scheduleCode')} {...register('schedule_code')} />
      {error && !error.errors && <p className="text-sm text-red-700 sm:col-span-2">{error.message}</p>}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('staff.save')}
        </Button>
        <Button type="button" variant="abu" onClick={onDone}>
          {t('staff.cancel')}
        </Button>
      </div>
    </form>
  );
}

