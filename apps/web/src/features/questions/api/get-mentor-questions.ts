import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MentorQuestionListSchema, type MentorQuestionList, type MentorQuestionQuery } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/**
 * GET /api/mentor/questions?status=unanswered|all&page= → { data: MentorQuestion[], meta } (decision
 * 277): the mentor's courses' questions, oldest first, with their age. Rejects with ApiError 403.
 */
export async function getMentorQuestions(status: MentorQuestionQuery['status'], page: number, signal?: AbortSignal): Promise<MentorQuestionList> {
  return MentorQuestionListSchema.parse(await api.get<unknown>(`/mentor/questions?${new URLSearchParams({ status, page: String(page) })}`, { signal }));
}

export const useMentorQuestions = (status: MentorQuestionQuery['status'], page: number) =>
  useQuery({ queryKey: ['questions', 'mentor', status, page], queryFn: ({ signal }) => getMentorQuestions(status, page, signal), placeholderData: keepPreviousData });
