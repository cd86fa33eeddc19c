import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { LiveSessionSchema, type AttachRecordingBody, type LiveSession } from '@kelas/contracts/sessions';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(LiveSessionSchema);

/**
 * PUT /api/mentor/sessions/{id}/recording `{ url }` (a link), `{ upload_key }` (an `uploads/…` file
 * POST /api/admin/uploads stored) or both null (removes it) → the session (decision 288). ApiError
 * 409 RECORDING_BEFORE_END before the session has ended; 422 under `url` or `upload_key`.
 */
export async function attachRecording(sessionId: number, body: AttachRecordingBody): Promise<LiveSession> {
  return ResponseSchema.parse(await api.put<unknown>(`/mentor/sessions/${sessionId}/recording`, body)).data;
}

/** Attaches, replaces or removes a session's recording; the mentor's session list and sheets are read again. */
export function useAttachRecording(sessionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AttachRecordingBody) => attachRecording(sessionId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sessions'] }),
  });
}
