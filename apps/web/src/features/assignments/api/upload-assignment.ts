import {
  ASSIGNMENT_FIELDS,
  UploadAssignmentResultSchema,
  type UploadAssignmentResult,
} from '@kelas/contracts/assignments';
import { wrap } from '@kelas/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';

/**
 * POST /api/course/practice/assignment (spec 7): multipart `file` (the PDF) and `material_id`
 * (the current item id). → the new assignment_log, with the item complete. Rejects with ApiError:
 * 413 too large, 415 not a PDF, 422 missing file or material, 403 not enrolled, 409 already graded.
 */
export async function uploadAssignment(input: {
  file: File;
  materialId: number;
}): Promise<UploadAssignmentResult> {
  // Offline: ApiError 0 OFFLINE with a clear message.
  refuseOffline(NETWORK_TEXTS.uploadOffline);
  const form = new FormData();
  form.append(ASSIGNMENT_FIELDS.materialId, String(input.materialId));
  form.append(ASSIGNMENT_FIELDS.file, input.file, input.file.name);
  const body = await api.post<unknown>('/course/practice/assignment', form);
  return wrap(UploadAssignmentResultSchema).parse(body).data;
}

export function useUploadAssignment() {
  return useMutation({ mutationFn: uploadAssignment, networkMode: 'always' });
}
