import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedSchema, type CalendarFeed } from '@kelas/contracts/cohorts';
import { api } from '@/lib/api-client';

/** GET /api/calendar/feed → the learner's private calendar URL (made on first call). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return CalendarFeedSchema.parse(await api.get<unknown>('/calendar/feed', { signal })).data;
}

export const useCalendarFeed = (enabled: boolean) => useQuery({ queryKey: ['cohorts', 'feed'], queryFn: ({ signal }) => getCalendarFeed(signal), enabled });

/** POST /api/calendar/feed/reset → a new private URL; the old one stops working. */
export function useResetCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => CalendarFeedSchema.parse(await api.post<unknown>('/calendar/feed/reset', {})).data,
    onSuccess: (feed) => qc.setQueryData(['cohorts', 'feed'], feed),
  });
}
