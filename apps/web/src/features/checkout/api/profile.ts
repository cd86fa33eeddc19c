import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfileAnswerSchema, type Profile } from '@kelas/contracts/profile';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

/** GET /api/profile → { data: Profile } (spec 7): the cart's 'Data Member' reads name, email and phone. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return ProfileAnswerSchema.parse(await api.get<unknown>('/profile', { signal })).data;
}

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery);

/** The profile misses what POST /api/profile requires besides name and phone. */
export const profileIncomplete = (p: Profile) => !p.gender || !p.birth_date;

/**
 * 'Update Data' (spec 2.16): saves name and phone. POST /api/profile needs the whole profile
 * (name, email, phone, gender, birth_date), so the current one is read first and merged.
 * ApiError 422 with field errors (name, phone, gender, birth_date).
 */
export async function updateMemberData(input: { name: string; phone: string }): Promise<Profile> {
  const current = await getProfile();
  const body = { name: input.name, email: current.email, phone: input.phone, gender: current.gender, birth_date: current.birth_date };
  const saved = ProfileAnswerSchema.parse(await api.post<unknown>('/profile', body)).data;
  const user = session.get().user;
  session.setUser({ ...user, name: saved.name });
  return saved;
}

export function useUpdateMemberData() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMemberData,
    onSuccess: (profile) => qc.setQueryData(profileQuery.queryKey, profile),
  });
}
