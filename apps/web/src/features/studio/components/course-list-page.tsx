import { COURSE_KINDS } from '@kelas/contracts/catalogue-kinds';
import { COURSE_STATUSES } from '@kelas/contracts/studio';
import { BookOpen, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useStudioAbilities } from '../api/get-abilities';
import { useCourses, type CourseFilters } from '../api/list-courses';
import { messageOf } from '../lib/api-errors';
import { STATUS_TONES } from '../lib/labels';
import { useStudioT } from '../lib/studio-t';
import { useDebounced } from '../hooks/use-debounced';
import { CreateCourseDialog } from './create-course-dialog';
import { selectClass } from './field-classes';

/**
 * /studio: the courses the user may edit (all for an admin, the assigned ones for an author),
 * searched by title or slug and filtered by kind and status; 'Buat Kelas' when the academy's
 * course rights let this person create (decision 265) opens the create dialog. A studio without
 * courses says what this person can do and what comes next.
 */
export function CourseListPage() {
  const abilities = useStudioAbilities();
  const canCreate = abilities.data?.can_create ?? false;
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CourseFilters['status']>('');
  const [kind, setKind] = useState<CourseFilters['kind']>('');
  const [creating, setCreating] = useState(false);
  const debounced = useDebounced(search, 300);
  const list = useCourses({ search: debounced, status, kind });
  const t = useStudioT();

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10" aria-labelledby="studio-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="studio-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('studio:list.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('studio:list.lead')}</p>
        </div>
        {canCreate && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('studio:list.create')}
          </Button>
        )}
      </div>

      <div role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <div>
          <Label htmlFor="studio-search">{t('studio:list.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input id="studio-search" type="search" className="pl-9" placeholder={t('studio:list.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
        </div>
        <div>
          <Label htmlFor="studio-kind">{t('studio:list.kind')}</Label>
          <select id="studio-kind" className={selectClass} value={kind} onChange={(e) => setKind(e.target.value as CourseFilters['kind'])}>
            <option value="">{t('studio:list.allKinds')}</option>
            {COURSE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`studio:kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor="studio-status">{t('studio:list.status')}</Label>
          <select id="studio-status" className={selectClass} value={status} onChange={(e) => setStatus(e.target.value as CourseFilters['status'])}>
            <option value="">{t('studio:list.allStatuses')}</option>
            {COURSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`studio:statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="space-y-3" aria-label={t('studio:list.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {t('studio:list.loadFailed', { message: messageOf(list.error, '') })}
          </p>
        ) : list.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center">
            <BookOpen className="size-10 text-slate-400" aria-hidden="true" />
            {search || status || kind || !abilities.data ? (
              <p className="mt-3 text-slate-600">{search || status || kind ? t('studio:list.noMatch') : t('studio:list.empty')}</p>
            ) : (
              <>
                <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('studio:welcome.title')}</h2>
                <p className="mt-1 max-w-xl text-slate-600">
                  {canCreate ? t('studio:welcome.canCreate') : t('studio:welcome.cannotCreate')}{' '}
                  {abilities.data.can_publish ? t('studio:welcome.canPublish') : t('studio:welcome.submit')}
                </p>
                {canCreate && (
                  <Button className="mt-4" onClick={() => setCreating(true)}>
                    <Plus className="size-4" aria-hidden="true" />
                    {t('studio:list.create')}
                  </Button>
                )}
              </>
            )}
          </div>
        ) : (
          <ul className="space-y-3" aria-label={t('studio:list.label')}>
            {list.data.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/studio/courses/${c.id}`}
                  className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4"
                >
                  {c.thumbnail_url ? (
                    <img src={c.thumbnail_url} alt="" className="hidden h-16 w-28 shrink-0 rounded-lg object-cover sm:block" />
                  ) : (
                    <span className="hidden h-16 w-28 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 sm:flex" aria-hidden="true">
                      <BookOpen className="size-6" />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">{c.title}</span>
                    <span className="mt-0.5 block truncate text-xs text-slate-500">/{c.slug}</span>
                    <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <Badge tone={STATUS_TONES[c.status]}>{t(`studio:statuses.${c.status}`)}</Badge>
                      <Badge tone="biru">{t(`studio:kinds.${c.kind}`)}</Badge>
                      {c.review_requested_at && c.status !== 'published' && <Badge tone="kuning">{t('studio:shell.inReview')}</Badge>}
                      <span>
                        {t('studio:list.chapters', { count: c.chapter_count })} · {t('studio:list.items', { count: c.item_count })} · {t('studio:list.learners', { count: c.enrolment_count })}
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CreateCourseDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
