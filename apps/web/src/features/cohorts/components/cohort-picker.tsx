import { CalendarDays, Users } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCohort } from '@kelas/contracts/cohorts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api-client';
import { browserTimeZone, useFormat, zoneLabel } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useJoinFreeClass } from '../api/join-free-class';
import { useOpenCohorts } from '../api/get-open-cohorts';

/** The id of the picker's section: buying without a cohort scrolls here. */
export const COHORT_PICKER_ID = 'angkatan';

type Props = {
  slug: string;
  /** A free class: 'Daftar Sekarang' joins the chosen cohort for free. */
  freeClass: boolean;
  value: number | null;
  onChange: (cohortId: number) => void;
  /** Called after a free join (the page then opens the player). */
  onJoined: () => void;
  /** A guest's join goes to the login first. */
  signedIn: boolean;
  onSignIn: () => void;
};

/**
 * 'Pilih Angkatan' on a course's page (decision 285): the open cohorts with their dates in the
 * learner's zone (labelled), the enrolment deadline and the seats left; a full one cannot be
 * chosen. Nothing shows for a course without cohorts. For a free class, 'Daftar Sekarang' joins.
 */
export function CohortPicker({ slug, freeClass, value, onChange, onJoined, signedIn, onSignIn }: Props) {
  const { t } = useTranslation('cohorts');
  const cohorts = useOpenCohorts(slug);
  const join = useJoinFreeClass(slug);
  // A double tap lands before the button re-renders disabled: one join at a time, by a ref.
  const joining = useRef(false);
  if (cohorts.isPending || !cohorts.data?.has_cohorts) return null;
  const list = cohorts.data.data;

  const submit = async () => {
    if (!signedIn) return onSignIn();
    if (value === null) return notify(t('picker.required'), 'warning');
    if (joining.current) return;
    joining.current = true;
    try {
      await join.mutateAsync(value);
      onJoined();
    } catch (err) {
      notify(err instanceof ApiError ? err.message : t('picker.loadFailed'), 'error');
    } finally {
      joining.current = false;
    }
  };

  return (
    <section id={COHORT_PICKER_ID} tabIndex={-1} aria-labelledby="cohort-picker-title" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="cohort-picker-title" className="text-xl font-bold text-slate-900">
        {t('picker.title')}
      </h2>
      <CohortOptions cohorts={list} value={value} onChange={onChange} labelledBy="cohort-picker-title" />
      {freeClass && list.length > 0 && (
        <Button size="lg" className="mt-5 w-full sm:w-auto" disabled={join.isPending} onClick={() => void submit()}>
          {join.isPending ? t('picker.joining') : t('picker.join')}
        </Button>
      )}
    </section>
  );
}

/**
 * The open cohorts of a course to choose from, outside its page: redeeming a voucher of a course
 * with cohorts (the redeem answer names the course). `error` is the server's refusal (full,
 * closed), shown under the list; the list reloads with it, so the seats shown are current.
 */
export function CohortChoice({ slug, courseTitle, value, onChange, error }: { slug: string; courseTitle: string; value: number | null; onChange: (cohortId: number) => void; error?: string | undefined }) {
  const { t } = useTranslation('cohorts');
  const cohorts = useOpenCohorts(slug);
  const { refetch } = cohorts;
  // A refusal (full, closed) means the list shown is stale: read the seats again.
  useEffect(() => {
    if (error) void refetch();
  }, [error, refetch]);
  if (cohorts.isPending) return <p className="text-sm text-slate-600">{t('picker.loading')}</p>;
  if (cohorts.isError) return <p className="text-sm text-red-700">{t('picker.loadFailed')}</p>;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby={error ? 'cohort_id-error' : undefined}>
      <legend id="cohort-choice-title" className="px-1 text-sm font-semibold text-slate-900">
        {t('picker.forCourse', { course: courseTitle })}
      </legend>
      <CohortOptions cohorts={cohorts.data.data} value={value} onChange={onChange} labelledBy="cohort-choice-title" />
      {error && (
        <p id="cohort_id-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The zone line and the radio list of open cohorts ('Belum ada angkatan yang dibuka.' when none). */
function CohortOptions({ cohorts: list, value, onChange, labelledBy }: { cohorts: OpenCohort[]; value: number | null; onChange: (cohortId: number) => void; labelledBy: string }) {
  const { t } = useTranslation('cohorts');
  const f = useFormat();
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{t('picker.intro', { zone: zoneLabel(f.locale, browserTimeZone()) })}</p>
      {list.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('picker.none')}</p>
      ) : (
        <RadioGroup.Root className="mt-4 grid gap-3 sm:grid-cols-2" value={value === null ? '' : String(value)} onValueChange={(v) => onChange(Number(v))} aria-labelledby={labelledBy}>
          {list.map((c) => (
            <CohortOption key={c.id} cohort={c} />
          ))}
        </RadioGroup.Root>
      )}
    </>
  );
}

function CohortOption({ cohort: c }: { cohort: OpenCohort }) {
  const { t } = useTranslation('cohorts');
  const f = useFormat();
  const full = c.seats_left === 0;
  return (
    <RadioGroup.Item
      value={String(c.id)}
      disabled={full}
      className={cn(
        'flex min-w-0 flex-col items-start gap-1 rounded-xl border border-slate-200 p-4 text-left focus-visible:outline-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-600 data-[state=checked]:ring-2 data-[state=checked]:ring-brand-600/20',
        full ? 'cursor-not-allowed bg-slate-50 opacity-70' : 'hover:border-brand-400',
      )}
    >
      <span className="font-semibold break-words text-slate-900">{c.name}</span>
      <span className="flex items-start gap-1.5 text-sm text-slate-700">
        <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('picker.dates', { start: f.shortDateTime(c.starts_at), end: f.shortDate(c.ends_at) })}
      </span>
      <span className="text-xs text-slate-600">{t('picker.deadline', { date: f.shortDateTime(c.enrolment_deadline) })}</span>
      <span className={cn('mt-1 flex items-center gap-1.5 text-sm font-medium', full ? 'text-red-700' : 'text-emerald-700')}>
        <Users className="size-4" aria-hidden="true" />
        {full ? t('picker.full') : c.seats_left === null ? t('picker.unlimited') : t('picker.seatsLeft', { count: c.seats_left })}
        {c.session_count > 0 && <span className="font-normal text-slate-600"> · {t('picker.sessions', { count: c.session_count })}</span>}
      </span>
    </RadioGroup.Item>
  );
}
