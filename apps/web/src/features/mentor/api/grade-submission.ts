import { wrap } from '@kelas/contracts/http';
import {
  MentorSubmissionDetailSchema,
  type GradeBody,
  type MentorSubmissionDetail,
} from '@kelas/contracts/mentor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/mentor/submissions/{id}/grade `{ score 0..100, feedback }` → the graded submission.
 * Rejects with ApiError 422 (field errors on score/feedback), 403 (not this course's mentor), 404.
 */
export async function gradeSubmission(id: number, body: GradeBody): Promise<MentorSubmissionDetail> {
  return wrap(MentorSubmissionDetailSchema).parse(
    await api.post<unknown>(`/mentor/submissions/${id}/grade`, body),
  ).data;
}

/** Grades, then refreshes every mentor list and count. */
export function useGradeSubmission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GradeBody) => gradeSubmission(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['mentor'] }),
  });
}
