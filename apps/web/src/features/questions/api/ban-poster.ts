import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/courses/{id}/posting-bans { user_id, reason } → 201 (decisions 277, 292): the
 * learner may no longer post in the course and is shown the reason. ApiError 422 under `reason`
 * (empty, over 500 characters), 404 unknown course or learner.
 */
export async function banPoster(courseId: number, userId: number, reason: string): Promise<void> {
  await api.post<unknown>(`/admin/courses/${courseId}/posting-bans`, { user_id: userId, reason });
}

export function useBanPoster() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { courseId: number; userId: number; reason: string }) => banPoster(v.courseId, v.userId, v.reason),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions'] }),
  });
}
