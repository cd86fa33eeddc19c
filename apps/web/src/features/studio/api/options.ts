import { UserListSchema } from '@kelas/contracts/learners';
import { MentorProfileListSchema, ToolOptionListSchema } from '@kelas/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/** GET /api/admin/tools → `{ data: [{ id, name, icon }] }`, the tools a course may list. */
export const toolsQuery = queryOptions({
  queryKey: studioKeys.tools,
  queryFn: async ({ signal }) => ToolOptionListSchema.parse(await api.get<unknown>('/admin/tools', { signal })).data,
  staleTime: 5 * 60_000,
});
export const useTools = () => useQuery(toolsQuery);

/** GET /api/admin/mentors → mentor profiles `{ id, name, profession, avatar, user_id }` (admin only). */
export const mentorsQuery = queryOptions({
  queryKey: studioKeys.mentors,
  queryFn: async ({ signal }) => MentorProfileListSchema.parse(await api.get<unknown>('/admin/mentors', { signal })).data,
  staleTime: 5 * 60_000,
});
export const useMentorProfiles = (enabled: boolean) => useQuery({ ...mentorsQuery, enabled });

/**
 * GET /api/admin/users?role=author&per_page=100 (the console's account search; admin only)
 * → the accounts holding the author role, the studio's author picker (decision 135).
 */
export const authorsQuery = queryOptions({
  queryKey: studioKeys.users('role:author'),
  queryFn: async ({ signal }) => UserListSchema.parse(await api.get<unknown>('/admin/users?role=author&per_page=100', { signal })).data,
  staleTime: 60_000,
});
export const useAuthors = (enabled: boolean) => useQuery({ ...authorsQuery, enabled });
