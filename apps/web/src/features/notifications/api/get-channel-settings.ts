import { ChannelSettingsAnswerSchema, type ChannelSettings } from '@kelas/contracts/notification-channels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/profile/notifications → { data: { groups: { payments|learning|discussions|sessions: {
 * email, push, whatsapp } }, push: { devices }, whatsapp: { configured, available }, always_emailed } }
 * (decision 279): the learner's channels per event group. Rejects with ApiError 401 when the session is gone.
 */
export async function getChannelSettings(signal?: AbortSignal): Promise<ChannelSettings> {
  return ChannelSettingsAnswerSchema.parse(await api.get<unknown>('/profile/notifications', { signal })).data;
}

export const channelSettingsQuery = queryOptions({ queryKey: ['notifications', 'channels'], queryFn: ({ signal }) => getChannelSettings(signal) });

export const useChannelSettings = () => useQuery(channelSettingsQuery);
