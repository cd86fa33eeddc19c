import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrakerjaCourseAttendanceSchema } from '@kelas/contracts/prakerja';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/prakerja/courses/{slug}/attendance → which sessions the learner still has to verify. */
export const courseAttendanceOptions = (slug: string) =>
  queryOptions({
    queryKey: ['prakerja', 'attendance', slug],
    queryFn: async ({ signal }) =>
      z.object({ data: PrakerjaCourseAttendanceSchema }).parse(await api.get<unknown>(`/prakerja/courses/${encodeURIComponent(slug)}/attendance`, { signal })).data,
  });

export const useCourseAttendance = (slug: string) => useQuery(courseAttendanceOptions(slug));
