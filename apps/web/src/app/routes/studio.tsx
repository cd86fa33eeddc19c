import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CourseShell } from '@/features/studio/components/course-shell';
import { StudioForbidden } from '@/features/studio/components/studio-forbidden';
import { UnsavedChangesProvider } from '@/features/studio/hooks/use-unsaved-changes';
import { matchStudioRoute } from '@/features/studio/lib/studio-route';
import { useStudioT } from '@/features/studio/lib/studio-t';
import { useSession, userHasRole } from '@/lib/session';
import { Component as CourseList } from './studio-courses';

/** A page of the studio in its own chunk (TipTap and dnd-kit load only where they are used). */
const page = <P extends object>(load: () => Promise<{ Component: ComponentType<P> }>) => lazy(() => load().then((m) => ({ default: m.Component })));
const CourseInfo = page(() => import('./studio-course-info'));
const Packages = page(() => import('./studio-course-packages'));
const Curriculum = page(() => import('./studio-course-curriculum'));
const Cohorts = page(() => import('./studio-course-cohorts'));
const Item = page<{ itemId: number | 'new' }>(() => import('./studio-item'));

function Fallback() {
  const t = useStudioT();
  return (
    <div className="space-y-3" aria-label={t('studio:common.loading')}>
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function NotFound() {
  const t = useStudioT();
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('studio:common.pageNotFound')}</h1>
      <Button asChild className="mt-6">
        <Link to="/studio">{t('studio:common.backToStudio')}</Link>
      </Button>
    </section>
  );
}

/**
 * /studio/*: the authoring studio for authors and admins, inside the Programmu layout
 * (a guest goes to /login). Its screens are matched here from the rest of the path
 * (matchStudioRoute), so the app's route table carries one entry and the landing page's
 * JavaScript does not grow. Others see a 403 state; the API checks every call again.
 */
export function Component() {
  const { user } = useSession();
  const route = matchStudioRoute(useParams()['*'] ?? '');
  if (!userHasRole(user, 'author', 'admin')) return <StudioForbidden />;
  let body;
  if (route.screen === 'list') body = <CourseList />;
  else if (route.screen === 'not-found') body = <NotFound />;
  else {
    const tab = route.screen === 'item' ? 'item' : route.tab;
    body = (
      <CourseShell key={route.courseId} courseId={route.courseId} tab={tab}>
        <Suspense fallback={<Fallback />}>
          {route.screen === 'item' ? <Item key={route.itemId} itemId={route.itemId} /> : tab === 'packages' ? <Packages /> : tab === 'curriculum' ? <Curriculum /> : tab === 'cohorts' ? <Cohorts /> : <CourseInfo />}
        </Suspense>
      </CourseShell>
    );
  }
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <UnsavedChangesProvider>{body}</UnsavedChangesProvider>
    </div>
  );
}
