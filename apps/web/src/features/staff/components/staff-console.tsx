import type { StaffRole } from '@kelas/contracts/auth';
import type { StaffMember } from '@kelas/contracts/staff';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FilterSelect } from '@/components/ui/console-list';
import { Label, selectClass as sharedSelectClass } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { i18next } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { useStaff, type StaffFilters } from '../api/get-staff';
import { useStaffActions, useStaffCourses } from '../api/staff-actions';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { StaffConfirm } from './staff-confirm';

const ROLES: StaffRole[] = ['admin', 'author', 'mentor'];
/** The shared select, compact for the assignment row of a card. */
const selectClass = cn(sharedSelectClass, 'h-9 px-2');
const failed = (err: unknown) => notify(err instanceof ApiError ? err.message : i18next.t('staff:failed'), 'error');

function MemberCard({ m }: { m: StaffMember }) {
  const { t } = useTranslation(['staff', 'staffRoleLabels']);
  const actions = useStaffActions();
  const courses = useStaffCourses();
  const [assignAs, setAssignAs] = useState<'author' | 'mentor'>(m.roles.includes('author') ? 'author' : 'mentor');
  const [courseId, setCourseId] = useState('');
  const [offering, setOffering] = useState<StaffRole | null>(null);
  // Taking a role away is at once; giving one is an invitation the person accepts (decision 266), after the admin confirms.
  const toggle = (role: StaffRole) => {
    if (!m.roles.includes(role)) return setOffering(role);
    actions.setRoles.mutate({ id: m.id, roles: m.roles.filter((r) => r !== role) }, { onSuccess: (r) => notify(r.message, 'success'), onError: failed });
  };
  const offer = (role: StaffRole) =>
    actions.invite.mutate({ email: m.email, role, confirm: true }, { onSuccess: (r) => notify(r.message, 'success'), onError: failed, onSettled: () => setOffering(null) });
  const assignable = m.roles.filter((r): r is 'author' | 'mentor' => r === 'author' || r === 'mentor');
  const chips = [...m.authored_courses.map((c) => ({ ...c, as: 'author' as const })), ...m.mentored_courses.map((c) => ({ ...c, as: 'mentor' as const }))];

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{m.name}</p>
          <p className="text-sm break-all text-slate-600">{m.email}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {!m.has_password && <Badge tone="kuning">{t('console.noPassword')}</Badge>}
          {m.deactivated_at && <Badge tone="merah">{t('console.deactivated')}</Badge>}
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">{t('console.roles')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {ROLES.map((r) => (
            <label key={r} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-brand-600" checked={m.roles.includes(r)} disabled={actions.setRoles.isPending} onChange={() => toggle(r)} />
              {t(`staffRoleLabels:${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3">
        <p className="text-sm font-medium text-slate-700">{t('console.assigned')}</p>
        {chips.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">{t('console.none')}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {chips.map((c) => (
              <li key={`${c.as}-${c.id}`} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-xs text-slate-800">
                {c.title} · {t(`staffRoleLabels:${c.as}`)}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t('console.unassign', { course: c.title, role: t(`staffRoleLabels:${c.as}`) })}
                  onClick={() => actions.unassign.mutate({ id: m.id, course_id: c.id, as: c.as }, { onSuccess: (r) => notify(r.message, 'success'), onError: failed })}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <StaffConfirm
        open={offering !== null}
        title={t('console.offerTitle', { role: offering ? t(`staffRoleLabels:${offering}`) : '', name: m.name })}
        description={t('console.offerBody', { email: m.email })}
        confirmLabel={t('console.offerSend')}
        busy={actions.invite.isPending}
        onCancel={() => setOffering(null)}
        onConfirm={() => offering && offer(offering)}
      />
      {assignable.length > 0 && (
          <form
            className="mt-3 grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (!courseId) return;
              actions.assign.mutate(
                { id: m.id, course_id: Number(courseId), as: assignable.includes(assignAs) ? assignAs : assignable[0]! },
                { onSuccess: (r) => { notify(r.message, 'success'); setCourseId(''); }, onError: failed },
              );
            }}
          >
            <div>
              <Label htmlFor={`assign-course-${m.id}`} className="text-xs">
                {t('console.assignCourse')}
              </Label>
              <select id={`assign-course-${m.id}`} className={selectClass} value={courseId} onChange={(e) => setCourseId(e.target.value)}>
                <option value="">{t('console.chooseCourse')}</option>
                {courses.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor={`assign-as-${m.id}`} className="text-xs">
                {t('console.as')}
              </Label>
              <select id={`assign-as-${m.id}`} className={selectClass} value={assignAs} onChange={(e) => setAssignAs(e.target.value as 'author' | 'mentor')}>
                {assignable.map((r) => (
                  <option key={r} value={r}>
                    {t(`staffRoleLabels:${r}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="sm" variant="garis" className="h-9" disabled={!courseId} loading={actions.assign.isPending}>
              {t('console.assign')}
            </Button>
          </form>
        )}
      </div>
    </li>
  );
}

/** /admin/staff: invite staff, change roles, assign authors and mentors to courses. */
export function StaffConsole() {
  const { t } = useTranslation(['staff', 'staffRoleLabels']);
  const roleOptions: { value: StaffFilters['role']; label: string }[] = [{ value: '', label: t('console.allRoles') }, ...ROLES.map((r) => ({ value: r, label: t(`staffRoleLabels:${r}`) }))];
  const [filters, setFilters] = useState<StaffFilters>({ role: '', page: 1 });
  const list = useStaff(filters);
  return (
    <section aria-labelledby="staff-title" className="mx-auto max-w-6xl">
      <h1 id="staff-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('console.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.intro')}</p>
      <div className="mt-6">
        <InviteForm />
      </div>
      <InvitationList />
      <div className="mt-6 flex items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('console.list')}</h2>
        <FilterSelect
          id="staff-role"
          label={t('console.role')}
          className="w-44"
          value={filters.role}
          options={roleOptions}
          onChange={(role) => setFilters({ role, page: 1 })}
        />
      </div>
      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="grid gap-3 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {t('console.loadFailed', { message: list.error instanceof ApiError ? list.error.message : '' })}
          </p>
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {list.data.data.map((m) => (
                <MemberCard key={m.id} m={m} />
              ))}
            </ul>
            <ListPager meta={list.data.meta} noun={t('console.noun')} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
          </>
        )}
      </div>
    </section>
  );
}
