import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/courses/{id}/posting-bans { user_id } → 201 (decision 277): the learner may no longer post in the course. */
export async function banPoster(courseId: number, userId: number): Promise<void> {
  await api.post<unknown>(`/admin/courses/${courseId}/posting-bans`, { user_id: userId });
}

export function useBanPoster() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { courseId: number; userId: number }) => banPoster(v.courseId, v.userId),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions'] }),
  });
}
