import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCohort } from '@kelas/contracts/cohorts';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat, useAcademyZone } from '@/lib/i18n/academy-format';
import { zoneLabel } from '@/lib/i18n/format';
import { isoToZonedInput, zonedInputToIso } from '@/lib/i18n/zoned-input';
import { notify } from '@/lib/toast';
import { useCohortMentorOptions, useSaveCohort } from '../api/staff-cohorts';
import { TextField } from './text-field';

type CohortFields = { name: string; starts_at: string; ends_at: string; enrolment_deadline: string; capacity: string; schedule_code: string };

/**
 * The cohort's mentors: the academy's mentor accounts as checkboxes (GET /api/admin/cohort-mentors).
 * They keep its sessions' attendance and attach the recordings (decision 288).
 */
function MentorPicker({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error: string | undefined }) {
  const { t } = useTranslation('cohorts');
  const options = useCohortMentorOptions();
  return (
    <fieldset className="sm:col-span-2" aria-describedby="cohort-mentor_ids-help cohort-mentor_ids-error">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('staff.mentors')}</legend>
      {options.isPending ? (
        <p className="text-sm text-slate-500">{t('staff.mentorsLoading')}</p>
      ) : options.isError ? (
        <p className="text-sm text-red-700">{t('staff.mentorsFailed')}</p>
      ) : options.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('staff.mentorsEmpty')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.data.map((m) => {
            const on = value.includes(m.id);
            return (
              <label
                key={m.id}
                className="flex max-w-full cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="checkbox" className="size-4 shrink-0 accent-brand-600" checked={on} onChange={() => onChange(on ? value.filter((x) => x !== m.id) : [...value, m.id])} />
                <span className="min-w-0 break-words">
                  {m.name}
                  {m.profession && <span className="text-xs text-slate-600"> · {m.profession}</span>}
                </span>
              </label>
            );
          })}
        </div>
      )}
      <p id="cohort-mentor_ids-help" className="mt-1 text-xs text-slate-500">
        {t('staff.mentorsHelp')}
      </p>
      <FieldError id="cohort-mentor_ids-error" message={error} />
    </fieldset>
  );
}

/** Create or edit a cohort: name, dates in the academy's zone (labelled), enrolment deadline, seats, programme schedule code, mentors. */
export function CohortForm({ courseId, cohort, onDone }: { courseId: number; cohort: StaffCohort | null; onDone: () => void }) {
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
  const [mentorIds, setMentorIds] = useState<number[]>(() => cohort?.mentors.map((m) => m.id) ?? []);
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
      mentor_ids: mentorIds,
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
      <MentorPicker value={mentorIds} onChange={setMentorIds} error={error?.field('mentor_ids')} />
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
