import {
  MentorSubmissionPageSchema,
  type MentorSubmissionPage,
  type SubmissionFilter,
} from '@kelas/contracts/mentor';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubmissionFilters = { status: SubmissionFilter; courseId: number | null; page: number };

/**
 * GET /api/mentor/submissions?status=&course_id=&page= → `{ data, meta }`: waiting ones oldest
 * first, graded ones newest grade first, 20 a page. ApiError 403 for a course the mentor does not teach.
 */
export async function getSubmissions(
  f: SubmissionFilters,
  signal?: AbortSignal,
): Promise<MentorSubmissionPage> {
  const q = new URLSearchParams({ status: f.status, page: String(f.page) });
  if (f.courseId) q.set('course_id', String(f.courseId));
  return MentorSubmissionPageSchema.parse(await api.get<unknown>(`/mentor/submissions?${q}`, { signal }));
}

export const submissionsQuery = (f: SubmissionFilters) =>
  queryOptions({
    queryKey: ['mentor', 'submissions', f],
    queryFn: ({ signal }) => getSubmissions(f, signal),
    placeholderData: keepPreviousData,
    // The file links in the list are signed for 30 minutes: fetch them again well before that.
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });

export const useSubmissions = (f: SubmissionFilters) => useQuery(submissionsQuery(f));
