import { ChannelSettingsAnswerSchema, type ChannelSettingsAnswer, type SaveChannelPreferencesBody } from '@kelas/contracts/notification-channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { channelSettingsQuery } from './get-channel-settings';

/** PUT /api/profile/notifications `{ groups: { <group>: { email, push, whatsapp } } }` → the settings and `message` (decision 279); 422 bad input. */
export async function saveChannelSettings(body: SaveChannelPreferencesBody): Promise<ChannelSettingsAnswer> {
  return ChannelSettingsAnswerSchema.parse(await api.put<unknown>('/profile/notifications', body));
}

export function useSaveChannelSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveChannelSettings, onSuccess: (answer) => client.setQueryData(channelSettingsQuery.queryKey, answer.data) });
}
