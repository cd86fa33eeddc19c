import { StudioAbilitiesResponseSchema } from '@kelas/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/studio/abilities → whether this person may create and publish, and how many courses they edit (decision 265). */
export const useStudioAbilities = () =>
  useQuery({
    queryKey: ['studio', 'abilities'],
    queryFn: async ({ signal }) => StudioAbilitiesResponseSchema.parse(await api.get<unknown>('/admin/studio/abilities', { signal })).data,
    staleTime: 60_000,
  });
