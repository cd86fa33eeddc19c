import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COURSE_NOT_FOUND, CourseDetailResponseSchema, type CourseDetail } from '@kelas/contracts/catalogue';
import { api, ApiError, isAbort } from '@/lib/api-client';
import { retryTransient } from '../lib/query-retry';

/**
 * GET /api/courses/{slug} → { data: CourseDetail } (spec 7, 2.9). Cancelled through `signal` when
 * the page is left. Rejects with ApiError 404 for an unknown slug, and with the contract's parse
 * error when the body does not match.
 */
export async function getCourse(slug: string, signal?: AbortSignal): Promise<CourseDetail> {
  const body = await api.get<unknown>(`/courses/${encodeURIComponent(slug)}`, { signal });
  return CourseDetailResponseSchema.parse(body).data;
}

export const courseQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'course', slug],
    queryFn: ({ signal }) => getCourse(slug, signal),
    retry: retryTransient,
  });

/** True for the 404 of an unknown slug. */
export const isCourseNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The course of the detail page. Not found is logged ('Kelas tidak ditemukan', spec 8) and left
 * to the page's not-found state; cancellations are ignored; any other failure is thrown to the
 * error fallback (2.5), whose 'Coba Lagi' fetches again.
 */
export function useCourse(slug: string) {
  const query = useQuery({
    ...courseQuery(slug),
    throwOnError: (error) => !isCourseNotFound(error) && !isAbort(error),
  });
  const notFound = isCourseNotFound(query.error);
  useEffect(() => {
    if (notFound) console.warn(COURSE_NOT_FOUND, slug);
  }, [notFound, slug]);
  return query;
}
