import type { StudioCourse } from '@kelas/contracts/studio';
import { Archive, ChevronLeft, Copy, Eye, Rocket, Send } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangeCourseStatus } from '../api/course-status';
import { useDuplicateCourse } from '../api/duplicate-course';
import { useStudioAbilities } from '../api/get-abilities';
import { useCourse } from '../api/get-course';
import { messageOf } from '../lib/api-errors';
import { STATUS_TONES } from '../lib/labels';
import { useStudioT } from '../lib/studio-t';
import { ConfirmDialog } from './confirm-dialog';
import { PublishDialog } from './publish-dialog';

/** What the course's pages get from the shell. */
export type CourseOutlet = { course: StudioCourse; refetch: () => Promise<unknown> };
const CourseContext = createContext<CourseOutlet | null>(null);
/** The course of the page (inside CourseShell). */
export function useCourseOutlet(): CourseOutlet {
  const value = useContext(CourseContext);
  if (!value) throw new Error('useCourseOutlet outside CourseShell');
  return value;
}

export type CourseTab = 'info' | 'packages' | 'curriculum' | 'cohorts' | 'item';
/** The tabs (names: `studio:shell.tabs.*`). */
const TABS: { tab: Exclude<CourseTab, 'item'>; path: string }[] = [
  { tab: 'info', path: '' },
  { tab: 'packages', path: '/packages' },
  { tab: 'curriculum', path: '/curriculum' },
  { tab: 'cohorts', path: '/angkatan' },
];

/**
 * /studio/courses/:id and below: the course's title, status and kind; 'Pratinjau' (the real
 * player, new tab), 'Terbitkan' (422 lists what is missing) and 'Arsipkan'; tabs Informasi,
 * Harga, Kurikulum, Angkatan (decision 285); the tab's page below.
 */
export function CourseShell({ courseId, tab, children }: { courseId: number; tab: CourseTab; children: ReactNode }) {
  const course = useCourse(courseId);
  const status = useChangeCourseStatus(courseId);
  const abilities = useStudioAbilities();
  const duplicate = useDuplicateCourse();
  const navigate = useNavigate();
  const [missing, setMissing] = useState<Record<string, string[]> | null>(null);
  const [archiving, setArchiving] = useState(false);
  const t = useStudioT();

  if (course.isPending) {
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-8" aria-label={t('studio:shell.loading')}>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (course.isError) {
    const notFound = course.error instanceof ApiError && [403, 404].includes(course.error.status);
    return (
      <section className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{notFound ? t('studio:shell.notFound') : t('studio:shell.loadFailed')}</h1>
        <p className="mt-2 text-slate-600">{messageOf(course.error, t('studio:common.error'))}</p>
        <Button asChild className="mt-6">
          <Link to="/studio">{t('studio:common.backToStudio')}</Link>
        </Button>
      </section>
    );
  }
  const c = course.data;

  // Who may not publish submits the course for an admin to review (decision 265).
  const canPublish = abilities.data?.can_publish ?? true;
  const publish = async () => {
    try {
      await status.mutateAsync(canPublish ? 'publish' : 'submit');
      setMissing(null);
      notify(canPublish ? t('studio:shell.published') : t('studioMessages:reviewRequested'), 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setMissing(err.errors ?? { kelas: [err.message] });
      else notify(messageOf(err, t('studio:common.error')), 'error');
    }
  };
  // The copy is a draft of its own (decision 270): the studio opens it.
  const copyCourse = async () => {
    try {
      const copy = await duplicate.mutateAsync(courseId);
      notify(t('studio:shell.duplicated', { title: copy.title }), 'success');
      void navigate(`/studio/courses/${copy.id}`);
    } catch (err) {
      notify(messageOf(err, t('studio:common.error')), 'error');
    }
  };
  const archive = async () => {
    try {
      await status.mutateAsync('archive');
      notify(t('studio:shell.archived'), 'success');
    } catch (err) {
      notify(messageOf(err, t('studio:common.error')), 'error');
    } finally {
      setArchiving(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link to="/studio" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('studio:shell.allCourses')}
      </Link>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{c.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={STATUS_TONES[c.status]}>{t(`studio:statuses.${c.status}`)}</Badge>
            <Badge tone="biru">{t(`studio:kinds.${c.kind}`)}</Badge>
            {c.review_requested_at && c.status !== 'published' && <Badge tone="kuning">{t('studio:shell.inReview')}</Badge>}
            <span className="break-all">/{c.slug}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="garis">
            <a href={c.preview_url} target="_blank" rel="noreferrer">
              <Eye className="size-4" aria-hidden="true" />
              {t('studio:shell.preview')}
            </a>
          </Button>
          {c.status !== 'published' && canPublish && (
            <Button variant="hijau" loading={status.isPending && status.variables === 'publish'} onClick={() => void publish()}>
              <Rocket className="size-4" aria-hidden="true" />
              {t('studio:shell.publish')}
            </Button>
          )}
          {c.status !== 'published' && !canPublish && (
            <Button variant="hijau" disabled={Boolean(c.review_requested_at)} loading={status.isPending && status.variables === 'submit'} onClick={() => void publish()}>
              <Send className="size-4" aria-hidden="true" />
              {c.review_requested_at ? t('studio:shell.submitted') : t('studio:shell.submit')}
            </Button>
          )}
          {(abilities.data?.can_create ?? true) && (
            <Button variant="garis" loading={duplicate.isPending} onClick={() => void copyCourse()}>
              <Copy className="size-4" aria-hidden="true" />
              {t('studio:shell.duplicate')}
            </Button>
          )}
          {c.status === 'published' && (
            <Button variant="abu" onClick={() => setArchiving(true)}>
              <Archive className="size-4" aria-hidden="true" />
              {t('studio:shell.archive')}
            </Button>
          )}
        </div>
      </div>

      <nav aria-label={t('studio:shell.tabsLabel')} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tb) => {
            // An item's editor belongs to 'Kurikulum'.
            const active = tb.tab === tab || (tab === 'item' && tb.tab === 'curriculum');
            return (
              <li key={tb.tab}>
                <Link
                  to={`/studio/courses/${courseId}${tb.path}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-block border-b-2 px-1.5 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 focus-visible:outline-2 focus-visible:outline-brand-600',
                    active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
                  )}
                >
                  {t(`studio:shell.tabs.${tb.tab}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-6">
        <CourseContext.Provider value={{ course: c, refetch: course.refetch }}>{children}</CourseContext.Provider>
      </div>

      <PublishDialog missing={missing} onClose={() => setMissing(null)} />
      <ConfirmDialog
        open={archiving}
        title={t('studio:shell.archiveTitle')}
        description={t('studio:shell.archiveBody')}
        confirmLabel={t('studio:shell.archive')}
        busy={status.isPending}
        onConfirm={() => void archive()}
        onCancel={() => setArchiving(false)}
      />
    </div>
  );
}
