import type { Profile } from '@kelas/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile → `{ data: { name, email, phone, gender, birth_date, avatar } }` (spec 7). */
export const getProfile = (signal?: AbortSignal) => api.get<{ data: Profile }>('/profile', { signal }).then((b) => b.data);

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery);
