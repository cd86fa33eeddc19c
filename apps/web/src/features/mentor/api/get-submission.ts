import { wrap } from '@kelas/contracts/http';
import { MentorSubmissionDetailSchema, type MentorSubmissionDetail } from '@kelas/contracts/mentor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/mentor/submissions/{id} → the submission with the assignment's instruction, objective and duration. 403, 404. */
export async function getSubmission(id: number, signal?: AbortSignal): Promise<MentorSubmissionDetail> {
  return wrap(MentorSubmissionDetailSchema).parse(
    await api.get<unknown>(`/mentor/submissions/${id}`, { signal }),
  ).data;
}

export const submissionQuery = (id: number) =>
  queryOptions({
    queryKey: ['mentor', 'submission', id],
    queryFn: ({ signal }) => getSubmission(id, signal),
  });

export const useSubmission = (id: number | null) =>
  useQuery({ ...submissionQuery(id ?? 0), enabled: id !== null });
