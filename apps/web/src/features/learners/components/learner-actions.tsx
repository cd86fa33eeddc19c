import type { OpenCohort } from '@kelas/contracts/cohorts';
import type { LearnerDetail } from '@kelas/contracts/learners';
import { Download, KeyRound, PlusCircle, Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Label, selectClass } from '@/components/ui/input';
import { DEFAULT_APP_CONFIG, useAppConfig } from '@/lib/app-config';
import { useFormat, zoneLabel } from '@/lib/i18n/format';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { downloadUserExport } from '../api/download-export';
import { useCourseCohorts } from '../api/get-course-cohorts';
import { useCourseOptions } from '../api/get-course-options';
import { useUserActions } from '../api/user-actions';
import { ReasonDialog } from './reason-dialog';

type Dialogs = 'grant' | 'deactivate' | 'erase' | null;

/** The admin's actions on one account: grant a course, reset link, export, deactivate / reactivate, erase. */
export function LearnerActions({ record }: { record: LearnerDetail['data'] }) {
  const { t } = useTranslation(['learners', 'learnerText']);
  const { user } = record;
  const actions = useUserActions(user.id);
  const courses = useCourseOptions();
  const [open, setOpen] = useState<Dialogs>(null);
  const [courseId, setCourseId] = useState('');
  /** The chosen cohort: '' none yet (the first open one is offered), 'none' outside any cohort. */
  const [cohortChoice, setCohortChoice] = useState('');
  const grantSlug = courses.data?.find((c) => String(c.id) === courseId)?.slug;
  const cohorts = useCourseCohorts(grantSlug);
  const openCohorts = cohorts.data?.has_cohorts ? cohorts.data.data.filter((c) => c.seats_left !== 0) : [];
  const cohortValue = cohortChoice || (openCohorts[0] ? String(openCohorts[0].id) : 'none');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [exporting, setExporting] = useState(false);
  const enrolled = new Set(record.enrolments.map((e) => e.course.id));
  const failed = (err: unknown) => notify(err instanceof ApiError ? err.message : t('failed'), 'error');
  const erased = user.erased_at !== null;

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setOpen('grant')} disabled={erased}>
        <PlusCircle className="size-4" aria-hidden="true" />
        {t('actions.grant')}
      </Button>
      <Button
        size="sm"
        variant="garis"
        disabled={erased}
        loading={actions.sendReset.isPending}
        onClick={() => actions.sendReset.mutate(undefined, { onSuccess: (r) => notify(r.message, 'success'), onError: failed })}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {t('actions.sendReset')}
      </Button>
      <Button
        size="sm"
        variant="garis"
        loading={exporting}
        onClick={async () => {
          setExporting(true);
          try {
            await downloadUserExport(user.id);
            notify(t('actions.exported'), 'success');
          } catch (err) {
            failed(err);
          } finally {
            setExporting(false);
          }
        }}
      >
        <Download className="size-4" aria-hidden="true" />
        {t('actions.export')}
      </Button>
      {user.deactivated_at && !erased ? (
        <Button
          size="sm"
          variant="hijau"
          loading={actions.reactivate.isPending}
          onClick={() => actions.reactivate.mutate(undefined, { onSuccess: (r) => notify(r.message, 'success'), onError: failed })}
        >
          <UserCheck className="size-4" aria-hidden="true" />
          {t('actions.reactivate')}
        </Button>
      ) : (
        <Button size="sm" variant="merah" disabled={erased} onClick={() => setOpen('deactivate')}>
          <UserX className="size-4" aria-hidden="true" />
          {t('actions.deactivate')}
        </Button>
      )}
      <Button size="sm" variant="merah" disabled={erased || user.roles.length > 0} onClick={() => setOpen('erase')}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('actions.erase')}
      </Button>

      <ReasonDialog
        open={open === 'grant'}
        onOpenChange={(o) => setOpen(o ? 'grant' : null)}
        title={t('actions.grantTitle')}
        description={t('actions.grantDescription')}
        confirmLabel={t('actions.grantConfirm')}
        extraValid={courseId !== ''}
        onConfirm={async (reason) => {
          const cohort_id = openCohorts.length > 0 && cohortValue !== 'none' ? Number(cohortValue) : null;
          await actions.grant.mutateAsync({ course_id: Number(courseId), cohort_id, reason });
          notify(t('learnerText:granted'), 'success');
          setCourseId('');
          setCohortChoice('');
          setOpen(null);
        }}
      >
        <div>
          <Label htmlFor="grant-course">{t('actions.course')}</Label>
          <select
            id="grant-course"
            className={selectClass}
            value={courseId}
            onChange={(e) => {
              setCourseId(e.target.value);
              setCohortChoice('');
            }}
          >
            <option value="">{t('actions.chooseCourse')}</option>
            {courses.data
              ?.filter((c) => !enrolled.has(c.id))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
          </select>
        </div>
        {openCohorts.length > 0 && <GrantCohortSelect cohorts={openCohorts} value={cohortValue} onChange={setCohortChoice} />}
      </ReasonDialog>

      <ReasonDialog
        open={open === 'deactivate'}
        onOpenChange={(o) => setOpen(o ? 'deactivate' : null)}
        title={t('actions.deactivateTitle')}
        description={t('actions.deactivateDescription', { name: user.name })}
        confirmLabel={t('actions.deactivateConfirm')}
        variant="merah"
        onConfirm={async (reason) => {
          const r = await actions.deactivate.mutateAsync({ reason });
          notify(r.message, 'success');
          setOpen(null);
        }}
      />

      <ReasonDialog
        open={open === 'erase'}
        onOpenChange={(o) => {
          setOpen(o ? 'erase' : null);
          setConfirmEmail('');
        }}
        title={t('actions.eraseTitle')}
        description={t('actions.eraseDescription')}
        confirmLabel={t('actions.eraseConfirm')}
        variant="merah"
        extraValid={confirmEmail.trim().toLowerCase() === user.email}
        onConfirm={async (reason) => {
          const r = await actions.erase.mutateAsync({ reason, confirm_email: confirmEmail });
          notify(r.message, 'success');
          setOpen(null);
        }}
      >
        <div>
          <Label htmlFor="erase-confirm">{t('actions.eraseEmail')}</Label>
          <Input id="erase-confirm" type="email" autoComplete="off" value={confirmEmail} onChange={(e) => setConfirmEmail(e.target.value)} placeholder={user.email} />
        </div>
      </ReasonDialog>
    </div>
  );
}

/**
 * The cohort a granted learner joins (decision 285): the course's open cohorts with seats, their
 * start in the academy's zone (labelled, as staff read every time), or none (no schedule).
 */
function GrantCohortSelect({ cohorts, value, onChange }: { cohorts: OpenCohort[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('learners');
  const f = useFormat();
  const timeZone = useAppConfig().timeZone ?? DEFAULT_APP_CONFIG.timeZone;
  return (
    <div className="mt-4">
      <Label htmlFor="grant-cohort">{t('actions.cohort')}</Label>
      <select id="grant-cohort" className={selectClass} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby="grant-cohort-hint">
        {cohorts.map((c) => (
          <option key={c.id} value={c.id}>
            {t('actions.cohortOption', {
              name: c.name,
              start: f.shortDate(c.starts_at, { timeZone }),
              seats: c.seats_left === null ? t('actions.cohortUnlimited') : t('actions.cohortSeats', { count: c.seats_left }),
            })}
          </option>
        ))}
        <option value="none">{t('actions.cohortNone')}</option>
      </select>
      <p id="grant-cohort-hint" className="mt-1.5 text-xs text-slate-600">
        {t('actions.cohortHint', { zone: zoneLabel(f.locale, timeZone) })}
      </p>
    </div>
  );
}
