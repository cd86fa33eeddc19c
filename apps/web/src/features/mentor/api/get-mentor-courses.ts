import { wrap } from '@kelas/contracts/http';
import { MentorCourseSchema, type MentorCourse } from '@kelas/contracts/mentor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/mentor/courses → the courses the mentor grades, each with waiting_count. ApiError 403 for a non-mentor. */
export async function getMentorCourses(signal?: AbortSignal): Promise<MentorCourse[]> {
  return wrap(z.array(MentorCourseSchema)).parse(await api.get<unknown>('/mentor/courses', { signal })).data;
}

export const mentorCoursesQuery = () =>
  queryOptions({ queryKey: ['mentor', 'courses'], queryFn: ({ signal }) => getMentorCourses(signal) });

export const useMentorCourses = () => useQuery(mentorCoursesQuery());
