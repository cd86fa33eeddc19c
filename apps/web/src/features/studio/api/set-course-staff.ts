import { StudioCourseResponseSchema, type StudioCourse } from '@kelas/contracts/studio';
import type { z } from 'zod';
import type { SetCourseStaffBodySchema } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

type Body = z.input<typeof SetCourseStaffBodySchema>;

/** PUT /api/admin/courses/{id}/staff `{ author_ids?, mentor_ids? }` (admin only) → the course. Each list given replaces the current one. */
export async function setCourseStaff(id: number, body: Body): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.put<unknown>(`/admin/courses/${id}/staff`, body)).data;
}

export function useSetCourseStaff(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => setCourseStaff(id, body),
    onSuccess: (course) => client.setQueryData(studioKeys.course(id), course),
  });
}
