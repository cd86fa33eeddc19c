import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AnnouncementListSchema, AnnouncementResponseSchema, type Announcement, type CreateAnnouncementBody } from '@kelas/contracts/announcements';
import { wrap } from '@kelas/contracts/http';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const CourseChoicesSchema = wrap(z.array(z.object({ id: z.number().int(), title: z.string(), learners: z.number().int() })));
export type AnnouncementCourse = z.infer<typeof CourseChoicesSchema>['data'][number];

/** GET /api/mentor/announcement-courses → the courses the user may write to, by title, with their learner counts (decision 291). */
export const useAnnouncementCourses = () =>
  useQuery({ queryKey: ['announcements', 'courses'], queryFn: async ({ signal }) => CourseChoicesSchema.parse(await api.get<unknown>('/mentor/announcement-courses', { signal })).data });

/**
 * GET /api/mentor/courses/{id}/announcements → the course's announcements, newest first. Asked
 * again every 3 s while one is still being sent (its `recipients` is null), so 'Terkirim ke N
 * peserta' appears by itself.
 */
export const useAnnouncements = (courseId: number | null) =>
  useQuery({
    queryKey: ['announcements', 'course', courseId],
    enabled: courseId !== null,
    queryFn: async ({ signal }) => AnnouncementListSchema.parse(await api.get<unknown>(`/mentor/courses/${courseId}/announcements`, { signal })).data,
    refetchInterval: (q) => (q.state.data?.some((a) => a.recipients === null) ? 3000 : false),
  });

/** POST /api/mentor/courses/{id}/announcements; rejects with ApiError 403, 422 (title, body), 429 (three a day). */
export function usePostAnnouncement(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAnnouncementBody): Promise<Announcement> =>
      AnnouncementResponseSchema.parse(await api.post<unknown>(`/mentor/courses/${courseId}/announcements`, body)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['announcements', 'course', courseId] }),
  });
}
