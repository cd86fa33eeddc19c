import { OverviewResponseSchema } from '@kelas/contracts/overview';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/overview → today's and this week's money and enrolments, backlogs and failures (decision 268). */
export const useOverview = () =>
  useQuery({ queryKey: ['admin', 'overview'], queryFn: async ({ signal }) => OverviewResponseSchema.parse(await api.get<unknown>('/admin/overview', { signal })).data, refetchInterval: 60_000 });
