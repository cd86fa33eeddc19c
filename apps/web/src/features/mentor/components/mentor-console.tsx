import { SUBMISSION_FILTERS, type MentorSubmission, type SubmissionFilter } from '@kelas/contracts/mentor';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useMentorCourses } from '../api/get-mentor-courses';
import { useSubmissions } from '../api/get-submissions';
import { ForbiddenState } from './forbidden-state';
import { GradingDialog } from './grading-dialog';
import { SubmissionList } from './submission-list';

/**
 * The mentor grading console: tabs for waiting and graded submissions, a course filter,
 * the list (oldest waiting first) and a dialog with the PDF and the grading form. A 403 from the
 * API (not a mentor) shows the forbidden state.
 */
export function MentorConsole() {
  const { t } = useTranslation('mentor');
  const [status, setStatus] = useState<SubmissionFilter>('waiting');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MentorSubmission | null>(null);
  const courses = useMentorCourses();
  const list = useSubmissions({ status, courseId, page });

  if ([courses.error, list.error].some((e) => e instanceof ApiError && e.status === 403))
    return <ForbiddenState />;

  const waiting = (courses.data ?? [])
    .filter((c) => !courseId || c.id === courseId)
    .reduce((n, c) => n + c.waiting_count, 0);
  const meta = list.data?.meta;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10" aria-labelledby="mentor-title">
      <h1 id="mentor-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('console.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.intro')}</p>

      <Tabs.Root
        value={status}
        onValueChange={(v) => {
          setStatus(v as SubmissionFilter);
          setPage(1);
        }}
      >
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Tabs.List
            aria-label={t('console.tabsLabel')}
            className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto"
          >
            {SUBMISSION_FILTERS.map((f) => (
              <Tabs.Trigger
                key={f}
                value={f}
                className={cn(
                  'flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 sm:flex-none sm:gap-2 sm:px-4',
                  'focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
                )}
              >
                {t(`console.tabs.${f}`)}
                {f === 'waiting' && courses.data && (
                  <span
                    className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900"
                    aria-label={t('console.waitingCount', { n: waiting })}
                  >
                    {waiting}
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="sm:w-72">
            <Label htmlFor="mentor-course">{t('console.course')}</Label>
            <select
              id="mentor-course"
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
              value={courseId ?? ''}
              onChange={(e) => {
                setCourseId(e.target.value ? Number(e.target.value) : null);
                setPage(1);
              }}
            >
              <option value="">{t('console.allCourses')}</option>
              {courses.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('console.courseOption', { title: c.title, n: c.waiting_count })}
                </option>
              ))}
            </select>
          </div>
        </div>

        <Tabs.Content
          value={status}
          className="mt-6 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-busy={list.isFetching}
        >
          {list.isPending ? (
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-28 rounded-2xl" />
              ))}
            </div>
          ) : list.isError ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
              {t('console.listFailed')} {list.error instanceof ApiError ? list.error.message : ''}
            </p>
          ) : list.data.data.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center">
              <Inbox className="size-10 text-slate-400" aria-hidden="true" />
              <p className="mt-3 text-slate-600">{t(`console.empty.${status}`)}</p>
            </div>
          ) : (
            <SubmissionList submissions={list.data.data} onOpen={setOpen} />
          )}
        </Tabs.Content>
      </Tabs.Root>

      {meta && meta.last_page > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('console.pagesLabel')}>
          <Button variant="abu" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t('console.previous')}
          </Button>
          <p className="text-sm text-slate-600">
            {t('console.pageOf', { page: meta.page, last: meta.last_page, total: meta.total })}
          </p>
          <Button
            variant="abu"
            size="sm"
            disabled={page >= meta.last_page}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('console.next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      )}

      <GradingDialog submission={open} onClose={() => setOpen(null)} />
    </section>
  );
}
