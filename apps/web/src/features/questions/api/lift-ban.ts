import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/courses/{id}/posting-bans/{user_id} → 204 (decision 282): the learner may post in the course again. */
export async function liftBan(courseId: number, userId: number): Promise<void> {
  await api.delete<unknown>(`/admin/courses/${courseId}/posting-bans/${userId}`);
}

export function useLiftBan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { courseId: number; userId: number }) => liftBan(v.courseId, v.userId),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions'] }),
  });
}
