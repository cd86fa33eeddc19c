import { UserListSchema, type UserList } from '@kelas/contracts/learners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UserFilters = { search: string; role: '' | 'learner' | 'mentor' | 'author' | 'admin'; page: number };

/** GET /api/admin/users?search=&role=&page= → `{ data: UserSummary[], meta }`. */
export async function getUsers(f: UserFilters, signal?: AbortSignal): Promise<UserList> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.role) q.set('role', f.role);
  return UserListSchema.parse(await api.get<unknown>(`/admin/users?${q}`, { signal }));
}

export const usersQuery = (f: UserFilters) =>
  queryOptions({ queryKey: ['admin', 'users', f], queryFn: ({ signal }) => getUsers(f, signal), placeholderData: keepPreviousData });

export const useUsers = (f: UserFilters) => useQuery(usersQuery(f));
