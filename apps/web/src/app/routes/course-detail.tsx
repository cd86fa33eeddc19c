import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { nameToSegment, type CourseDetail } from '@kelas/contracts/catalogue';
import { AfterTasks } from '@/components/ui/after-tasks';
import { paths } from '@/config/paths';
import { isCourseNotFound, useCourse } from '@/features/catalogue/api/get-course';
import { ConsultationBanner } from '@/features/catalogue/components/detail/consultation-banner';
import { CourseDetailSkeleton } from '@/features/catalogue/components/detail/course-detail-skeleton';
import { CourseHero } from '@/features/catalogue/components/detail/course-hero';
import { CourseNotFound } from '@/features/catalogue/components/detail/course-not-found';
import { AboutCourse, Careers, Instructors, MaterialsAndTools, Testimonials } from '@/features/catalogue/components/detail/course-sections';
import { PricePackages } from '@/features/catalogue/components/detail/price-packages';
import { SideNav } from '@/features/catalogue/components/detail/side-nav';
import { saveCartItem } from '@/features/catalogue/lib/course-detail';
import { openCohortsQuery } from '@/features/cohorts/api/get-open-cohorts';
import { COHORT_PICKER_ID, CohortPicker } from '@/features/cohorts/components/cohort-picker';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { COHORT_TEXT } from '@kelas/contracts/cohorts';
import { CourseReviews } from '@/features/reviews/components/course-reviews';

/**
 * Course detail (spec 2.9) at /detail/:type/:slug. Skeleton while loading; the fetch is cancelled
 * when the page is left; an unknown slug shows a friendly not-found state; a URL whose type does
 * not match the course, or that names a slug the course had before, is replaced by the canonical
 * one (decisions 013, 260).
 */
export function Component() {
  const { type = '', slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: course, error, isPending } = useCourse(slug);
  const qc = useQueryClient();
  const [cohortId, setCohortId] = useState<number | null>(null);

  if (isPending) return <CourseDetailSkeleton />;
  if (!course) return isCourseNotFound(error) ? <CourseNotFound /> : <CourseDetailSkeleton />;

  // A wrong type, or a slug the course had before (the API followed its 301, decision 260): the canonical URL.
  const segment = nameToSegment(course.type);
  if (segment !== type || course.slug !== slug) return <Navigate to={paths.courseDetail(segment, course.slug)} replace />;

  const buy = (priceId: number) => {
    // A course with cohorts is bought for one (decision 285): the page asks first.
    if (qc.getQueryData(openCohortsQuery(course.slug).queryKey)?.has_cohorts && cohortId === null) {
      notify(COHORT_TEXT.cohortRequired, 'warning');
      document.getElementById(COHORT_PICKER_ID)?.focus();
      return;
    }
    saveCartItem({ slug: course.slug, priceId, ...(cohortId !== null && { cohortId }) });
    navigate(paths.cart);
  };

  return (
    <>
      <title>{course.title}</title>
      <CourseHero course={course} />
      {/* The hero first (it replaces the server's inlined copy, decision 127), the sections one task later (decision 141). */}
      <AfterTasks>
        <CourseSections course={course} onBuy={buy} cohortId={cohortId} onCohort={setCohortId} />
      </AfterTasks>
    </>
  );
}

/** Everything under the hero: the side navigation and the sections (spec 2.9); the second half one task later. */
function CourseSections({ course, onBuy, cohortId, onCohort }: { course: CourseDetail; onBuy: (priceId: number) => void; cohortId: number | null; onCohort: (id: number) => void }) {
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-12">
      <aside className="sticky top-16 z-10 -mt-8 min-w-0 lg:static lg:mt-0">
        <SideNav course={course} />
      </aside>
      <div className="min-w-0 space-y-14">
        <AboutCourse description={course.description} />
        <MaterialsAndTools materials={course.materials} tools={course.tools} highlights={course.highlights} />
        <Instructors mentors={course.mentors} />
        <AfterTasks>
          <Careers careers={course.careers} />
          <Testimonials testimonials={course.testimonials} />
          {/* Its own boundary: texts that arrive late hold this section, never the page (the footer jumped into view). */}
          <Suspense fallback={<div className="min-h-96" />}>
            <CourseReviews slug={course.slug} rating={course.rating} count={course.rating_count} />
          </Suspense>
          {/* Its own boundary: the cohorts' texts load with it (decision 285). */}
          <Suspense fallback={null}>
            <CohortPicker
              slug={course.slug}
              freeClass={course.type === 'free class'}
              value={cohortId}
              onChange={onCohort}
              onJoined={() => navigate(paths.learning(course.slug))}
              signedIn={Boolean(token)}
              onSignIn={() => navigate(paths.login)}
            />
          </Suspense>
          <PricePackages course={course} onBuy={onBuy} />
          <ConsultationBanner courseTitle={course.title} />
        </AfterTasks>
      </div>
    </div>
  );
}
