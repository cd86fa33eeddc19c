import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PostingBanListSchema, type PostingBanList } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** GET /api/admin/posting-bans?page= → { data: PostingBan[], meta } (decision 282), admins only: who is banned in which course. */
export async function getPostingBans(page: number, signal?: AbortSignal): Promise<PostingBanList> {
  return PostingBanListSchema.parse(await api.get<unknown>(`/admin/posting-bans?${new URLSearchParams({ page: String(page) })}`, { signal }));
}

export const usePostingBans = (page: number) =>
  useQuery({ queryKey: ['questions', 'bans', page], queryFn: ({ signal }) => getPostingBans(page, signal), placeholderData: keepPreviousData });
