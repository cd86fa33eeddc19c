import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduleResponseSchema, type Schedule } from '@kelas/contracts/cohorts';
import { api } from '@/lib/api-client';

/** GET /api/programs/{slug}/schedule → the learner's cohort and sessions ('Jadwal', decision 285). */
export async function getSchedule(slug: string, signal?: AbortSignal): Promise<Schedule> {
  return ScheduleResponseSchema.parse(await api.get<unknown>(`/programs/${encodeURIComponent(slug)}/schedule`, { signal })).data;
}

export const scheduleQuery = (slug: string) => queryOptions({ queryKey: ['cohorts', 'schedule', slug], queryFn: ({ signal }) => getSchedule(slug, signal) });

export const useSchedule = (slug: string) => useQuery(scheduleQuery(slug));
