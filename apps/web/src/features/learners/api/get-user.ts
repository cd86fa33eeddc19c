import { LearnerDetailSchema, type LearnerDetail } from '@kelas/contracts/learners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/users/{id} → the learner's record (profile, enrolments, orders, quiz attempts, submissions). ApiError 404 unknown. */
export async function getUser(id: number, signal?: AbortSignal): Promise<LearnerDetail['data']> {
  return LearnerDetailSchema.parse(await api.get<unknown>(`/admin/users/${id}`, { signal })).data;
}

export const userQuery = (id: number) => queryOptions({ queryKey: ['admin', 'users', 'detail', id], queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(userQuery(id));
