import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseListItem } from '@kelas/contracts/catalogue';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useValueAfterTasks } from '@/lib/use-after-tasks';
import { carouselButtons, scrollStep } from '../lib/carousel';
import { CourseCard } from './course-card';

const cardBox = 'w-[78%] shrink-0 sm:w-64';
/** Cards rendered in the carousel's first task: what a phone (one card and a part) and a laptop (four) show. */
const FIRST_CARDS = 4;

function CardSkeleton() {
  return (
    <li className={cardBox}>
      <div className="overflow-hidden rounded-2xl border border-slate-200">
        <Skeleton className="aspect-video rounded-none" />
        <div className="space-y-3 p-4">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-6 w-1/2" />
        </div>
      </div>
    </li>
  );
}

/**
 * One horizontal course carousel (spec 2.7): previous/next scroll by 80 % of the visible width;
 * previous is disabled at an offset ≤ 10 px, next at the end or with fewer than 5 courses.
 */
export function CourseCarousel({ title, courses, isLoading }: { title: string; courses: CourseListItem[]; isLoading: boolean }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState({ prevDisabled: true, nextDisabled: true });
  const count = courses.length;
  // The cards a phone shows first are built at once, the rest one task later (decision 141).
  const countAfterATask = useValueAfterTasks(count, 1);
  const shown = countAfterATask === count ? courses : courses.slice(0, FIRST_CARDS);

  const measure = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    const next = carouselButtons({ scrollLeft: el.scrollLeft, clientWidth: el.clientWidth, scrollWidth: el.scrollWidth }, count);
    setState((s) => (s.prevDisabled === next.prevDisabled && s.nextDisabled === next.nextDisabled ? s : next));
  }, [count]);

  useEffect(() => {
    const el = listRef.current;
    measure();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  // The list's box keeps its size when the later cards arrive, only its scroll width grows: measure again.
  const rendered = shown.length;
  useEffect(() => measure(), [measure, rendered]);

  const scrollBy = (direction: 1 | -1) => {
    const el = listRef.current;
    if (el) el.scrollBy({ left: direction * scrollStep(el.clientWidth), behavior: 'smooth' });
  };

  return (
    <section aria-labelledby={headingId} className="py-6">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h3 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h3>
        <div className="flex gap-2">
          <Button variant="garis" size="icon" aria-label={t('carousels.previous', { title })} disabled={state.prevDisabled} onClick={() => scrollBy(-1)}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button variant="garis" size="icon" aria-label={t('carousels.next', { title })} disabled={state.nextDisabled} onClick={() => scrollBy(1)}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {!isLoading && count === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-slate-600">{/* Empty carousel text (spec 2.7), also shown when the list failed to load (spec 8). */ t('carousels.empty')}</p>
      ) : (
        <ul ref={listRef} onScroll={measure} aria-busy={isLoading || undefined} className="no-scrollbar -mx-1 flex gap-4 overflow-x-auto px-1 pt-1 pb-3">
          {isLoading
            ? Array.from({ length: 4 }, (_, i) => <CardSkeleton key={i} />)
            : shown.map((course) => (
                <li key={course.id} className={cardBox}>
                  <CourseCard course={course} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
