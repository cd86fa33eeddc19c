import type { CourseTypeName } from '@kelas/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useValueAfterTasks } from '@/lib/use-after-tasks';
import { useCourses } from '../api/get-courses';
import { CourseCarousel } from './course-carousel';

/** The three carousels of spec 2.7, in the spec's order, with their headings (`catalogue:carousels.*`). */
export const CAROUSELS = [
  { type: 'record webinar', title: 'recordWebinar' },
  { type: 'learning video', title: 'learningVideo' },
  { type: 'free class', title: 'freeClass' },
] as const;

/**
 * One carousel and its query. The three lists arrive together; the `order`-th is rendered `order`
 * tasks later (decision 141), so a slow phone builds one carousel's cards per task.
 */
function CarouselOf({ type, title, order }: { type: CourseTypeName; title: (typeof CAROUSELS)[number]['title']; order: number }) {
  const { t } = useTranslation('catalogue');
  const { data, isPending, isError } = useCourses(type);
  const courses = useValueAfterTasks(data, order);
  const waiting = data !== undefined && courses === undefined;
  return <CourseCarousel title={t(`carousels.${title}`)} courses={courses ?? []} isLoading={(isPending && !isError) || waiting} />;
}

/**
 * Carousels section (spec 2.7): 'Record Webinar', 'Video Belajar', 'Free Class'. Each has its own
 * query, so the three GET /api/courses calls run in parallel; one failing leaves the others.
 */
export function CourseCarousels({ heading, intro }: { heading?: string; intro?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section id="kelas" aria-labelledby="kelas-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="kelas-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {heading ?? t('carousels.heading')}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      <div className="mt-4 divide-y divide-slate-100">
        {CAROUSELS.map((c, i) => (
          <CarouselOf key={c.type} {...c} order={i} />
        ))}
      </div>
    </section>
  );
}
