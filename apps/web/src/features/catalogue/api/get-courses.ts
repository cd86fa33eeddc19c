import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CourseListItem, CourseTypeName } from '@kelas/contracts/catalogue';
import { api } from '@/lib/api-client';
import { retryTransient } from '../lib/query-retry';

/**
 * GET /api/courses?type={kind} → { data: CourseListItem[] } (spec 7 "Catalogue", 2.7).
 * `type` is a kind name with spaces ('record webinar'). Only the list's envelope is checked here:
 * the contract's zod schema would put the whole of zod into the landing route's first load
 * (decision 014); a body without a `data` list rejects like a failed call.
 */
export async function getCourses(type: CourseTypeName, signal?: AbortSignal): Promise<CourseListItem[]> {
  const body = await api.get<{ data?: unknown }>(`/courses?type=${encodeURIComponent(type)}`, { signal });
  if (!body || !Array.isArray(body.data)) throw new Error(`Unexpected GET /courses answer for '${type}'`);
  return body.data as CourseListItem[];
}

export const coursesQuery = (type: CourseTypeName) =>
  queryOptions({
    queryKey: ['catalogue', 'courses', type],
    queryFn: ({ signal }) => getCourses(type, signal),
    retry: retryTransient,
  });

/**
 * One carousel's courses. A failure is only logged (spec 8 "Course list"); the carousel then
 * shows its empty text. The three carousels each call this, so the three requests run in parallel.
 */
export function useCourses(type: CourseTypeName) {
  const query = useQuery(coursesQuery(type));
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Gagal memuat kelas '${type}'`, error);
  }, [error, type]);
  return query;
}
