import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input, Label } from '@/components/ui/input';
import { ConsoleList, FilterBar, FilterSelect } from '@/components/ui/console-list';
import { ApiError } from '@/lib/api-client';
import { useUsers, type UserFilters } from '../api/get-users';
import { useLearnerDates } from '../lib/format';

const ROLES = ['learner', 'mentor', 'author', 'admin'] as const;

/** Status badge of an account: erased, deactivated or active. */
export function AccountStatus({ user }: { user: { deactivated_at: string | null; erased_at: string | null } }) {
  const { t } = useTranslation('learners');
  if (user.erased_at) return <Badge tone="abu">{t('status.erased')}</Badge>;
  if (user.deactivated_at) return <Badge tone="merah">{t('status.deactivated')}</Badge>;
  return <Badge tone="hijau">{t('status.active')}</Badge>;
}

/**
 * /admin/learners: search accounts by name, e-mail or phone, filter by role; a table on wide
 * screens, cards on phones; each opens the learner's record.
 */
export function LearnerSearch() {
  const { t } = useTranslation(['learners', 'staffRoleLabels']);
  const { date } = useLearnerDates();
  const roleOptions: { value: UserFilters['role']; label: string }[] = [{ value: '', label: t('search.roles.all') }, ...ROLES.map((r) => ({ value: r, label: t(`search.roles.${r}`) }))];
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<UserFilters>({ search: '', role: '', page: 1 });
  const list = useUsers(filters);

  return (
    <section aria-labelledby="learners-title" className="mx-auto max-w-6xl">
      <h1 id="learners-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('search.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('search.intro')}</p>

      <FilterBar onSearch={() => setFilters((f) => ({ ...f, search: draft, page: 1 }))}>
        <div className="flex-1">
          <Label htmlFor="learner-search">{t('search.query')}</Label>
          <Input id="learner-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('search.queryPlaceholder')} />
        </div>
        <FilterSelect id="learner-role" label={t('search.role')} className="sm:w-48" value={filters.role} options={roleOptions} onChange={(role) => setFilters((f) => ({ ...f, role, page: 1 }))} />
      </FilterBar>

      <ConsoleList
        query={list}
        label={t('search.loading')}
        errorText={t('search.loadFailed', { message: list.error instanceof ApiError ? list.error.message : '' })}
        emptyText={t('search.empty')}
        noun={t('search.noun')}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        columns={[
          {
            header: t('search.name'),
            cell: (u) => (
              <>
                <Link to={`/admin/learners/${u.id}`} className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {u.name}
                </Link>
                {u.roles.length > 0 && <span className="ml-2 text-xs text-slate-500">({u.roles.map((r) => t(`staffRoleLabels:${r}`)).join(', ')})</span>}
              </>
            ),
          },
          { header: t('search.email'), cell: (u) => <span className="break-all">{u.email}</span> },
          { header: t('search.courses'), cell: (u) => u.enrolment_count },
          { header: t('search.registered'), cell: (u) => date(u.created_at) },
          { header: t('search.statusHeader'), cell: (u) => <AccountStatus user={u} /> },
        ]}
        card={(u) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <Link to={`/admin/learners/${u.id}`} className="font-semibold break-words text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                {u.name}
              </Link>
              <AccountStatus user={u} />
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{u.email}</p>
            <p className="mt-1 text-xs text-slate-500">{t('search.card', { count: u.enrolment_count, date: date(u.created_at) })}</p>
          </>
        )}
      />
    </section>
  );
}
