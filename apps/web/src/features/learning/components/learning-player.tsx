import { ListTree } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { isNetworkError } from '@/lib/network/online';
import { useLearningPlayer } from '../hooks/use-learning-player';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { findItem, firstIncomplete, itemOrdinal, positionAt, type Position } from '../lib/navigation';
import { ActivityDrawer } from './activity-drawer';
import { BottomBar } from './bottom-bar';
import { CertificateBanner } from './certificate-banner';
import { CompletionRuleNote } from './completion-rule-note';
import { LockedView } from './locked-view';
import { CourseContent } from './course-content';
import { LeaveQuizDialog } from './leave-quiz-dialog';
import { MaterialContent, type MaterialViews } from './material-content';
import { Pagination } from './pagination';
import { PlayerHeader } from './player-header';
import { PlayerSkeleton } from './player-skeleton';
import { PreviewBanner } from './preview-banner';

/** The message of a failed material load; offline: quizzes refuse, other items say they are not saved. */
function ActiveError({ error, itemType }: { error: unknown; itemType: string | null }) {
  const { t } = useTranslation('learning');
  if (error instanceof ApiError) return error.message;
  if (isNetworkError(error)) return itemType === 'quiz' ? t('player.quizOffline') : t('player.materialOffline');
  return t('player.materialFailed');
}

function ActivityError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('learning');
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    error instanceof ApiError && (status === 403 || status === 404)
      ? error.message
      : isNetworkError(error)
        ? t('player.courseOffline')
        : t('player.courseFailed');
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      <div className="mt-6 flex gap-3">
        <Button asChild variant="garis">
          <Link to={paths.programmu}>{t('player.backToProgrammu')}</Link>
        </Button>
        {status !== 403 && status !== 404 && <Button onClick={onRetry}>{t('player.retry')}</Button>}
      </div>
    </div>
  );
}

/**
 * The learning player (spec 2.21/2.22): header with progress, the 'Konten Kelas' sidebar
 * (a drawer on mobile opened by 'Daftar Aktivitas'), the active material with the 500 ms switch
 * spinner and what completes it ('Syarat selesai', decision 240), a material pager and the bottom
 * bar; the 'Pratinjau' banner for staff previewing (decision 244) and, in a sequential course, a
 * locked item's view (decision 241). `views` supplies the quiz and practice views.
 */
/** A view shown instead of an item the server refused until a precondition is met (the programme's attendance). */
export type ItemGate = { code: string; Component: ComponentType<{ slug: string; itemId: number; onVerified: () => void }> };

/** A view under the material, given the learner's progress and the open item (the review form of decision 272, the discussion of decision 277). */
export type ProgressAside = ComponentType<{ slug: string; progress: number; itemId: number | null }>;

export function LearningPlayer({ slug, views, gate, asides = [] }: { slug: string; views: MaterialViews; gate?: ItemGate; asides?: ProgressAside[] }) {
  const { t } = useTranslation('learning');
  const p = useLearningPlayer(slug);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { activity, state } = p;
  // A running quiz holds the learner: every way out asks first (decision 256).
  const leave = useLeaveGuard(state.isQuizOpen);

  if (p.activityQuery.isError && !activity) {
    return <ActivityError error={p.activityQuery.error} onRetry={() => void p.activityQuery.refetch()} />;
  }
  if (!activity) return <PlayerSkeleton />;

  const choose = (position: Position) => {
    setDrawerOpen(false);
    leave.guard(() => p.select(position));
  };
  const { index, total } = itemOrdinal(activity, state.itemId);
  const sidebar = <CourseContent activity={activity} chapterId={state.chapterId} itemId={state.itemId} onSelect={choose} />;

  return (
    <div className="min-h-screen bg-slate-50">
      <PlayerHeader title={activity.course_title} progress={activity.course_progress} />
      <aside aria-label={t('content.title')} className="fixed top-16 bottom-0 left-0 hidden w-80 overflow-y-auto border-r border-slate-200 bg-white lg:block">
        {sidebar}
      </aside>
      <ActivityDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
        {sidebar}
      </ActivityDrawer>

      <main className="pt-16 pb-20 lg:pl-80">
        <div className="sticky top-16 z-20 border-b border-slate-200 bg-white px-3 py-2 lg:hidden">
          <Button variant="garis" size="sm" className="w-full" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog" aria-expanded={drawerOpen}>
            <ListTree className="size-4" aria-hidden="true" />
            {t('player.activityList')}
          </Button>
        </div>
        <div className="mx-auto max-w-4xl px-3 py-4 sm:px-6 sm:py-6">
          {activity.preview && <PreviewBanner />}
          {activity.certificate_code && <CertificateBanner code={activity.certificate_code} />}
          {total === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-700">{t('player.noMaterials')}</p>
          ) : (
            <>
              <div aria-live="polite" className="min-h-64">
                {p.locked ? (
                  <LockedView title={findItem(activity, state.itemId)?.title ?? ''} first={firstIncomplete(activity)} onOpen={p.select} opensAt={findItem(activity, state.itemId)?.opens_at ?? null} />
                ) : p.loading || !p.material ? (
                  p.activeQuery.isError && !p.loading && gate && state.itemId && p.activeQuery.error instanceof ApiError && p.activeQuery.error.code === gate.code ? (
                    <gate.Component slug={slug} itemId={state.itemId} onVerified={() => void p.activeQuery.refetch()} />
                  ) : p.activeQuery.isError && !p.loading ? (
                    <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
                      <p className="text-slate-800"><ActiveError error={p.activeQuery.error} itemType={state.itemType} /></p>
                      <Button className="mt-4" onClick={() => void p.activeQuery.refetch()}>
                        {t('player.retry')}
                      </Button>
                    </div>
                  ) : (
                    <div className="rounded-2xl border border-slate-200 bg-white p-6">
                      <Spinner className="flex justify-center py-6 text-brand-600" label={t('player.loadingMaterial')} />
                      <Skeleton className="mt-2 h-6 w-2/3" />
                      <Skeleton className="mt-3 h-40 w-full" />
                    </div>
                  )
                ) : (
                  <>
                  <CompletionRuleNote material={p.material} />
                  <MaterialContent
                    material={p.material}
                    activity={activity}
                    views={views}
                    refresh={p.refresh}
                    goNext={p.goNext}
                    isQuizOpen={state.isQuizOpen}
                    setQuizOpen={p.setQuizOpen}
                    materialReceivedAt={p.activeQuery.dataUpdatedAt}
                  />
                  </>
                )}
              </div>
              {total > 1 && (
                <Pagination
                  className="mt-6"
                  total={total}
                  current={Math.max(index, 1)}
                  label={t('player.chooseMaterial')}
                  pageLabel={(n) => t('player.materialN', { n })}
                  onChange={(n) => {
                    const target = positionAt(activity, n);
                    if (target) leave.guard(() => p.select(target));
                  }}
                />
              )}
            </>
          )}
          {!activity.preview &&
            asides.map((Aside, i) => (
              // Each in its own boundary: an aside's texts or data arriving late never blank the material or another aside.
              <Suspense key={i} fallback={null}>
                <Aside slug={slug} progress={activity.course_progress} itemId={state.itemId} />
              </Suspense>
            ))}
        </div>
      </main>
      <BottomBar
        isFirstMaterial={p.isFirstMaterial}
        isLastMaterial={p.isLastMaterial}
        busy={p.moving}
        onPrevious={() => leave.guard(p.goPrevious)}
        onNext={() => leave.guard(() => void p.goNext())}
      />
      {/* Mounted afresh each time it opens, so its time left starts from that moment. */}
      <LeaveQuizDialog key={leave.asking ? 'asking' : 'idle'} open={leave.asking} endsAt={p.quizEndsAt} onStay={leave.stay} onLeave={leave.leave} />
    </div>
  );
}
