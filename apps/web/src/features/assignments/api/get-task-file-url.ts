import { TaskFileUrlSchema, type TaskFileUrl } from '@kelas/contracts/assignments';
import { wrap } from '@kelas/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/course/practice/assignment/file-url?material_id= → a signed link (30 minutes) to the
 * learner's own uploaded PDF. Rejects with ApiError 404 when nothing was uploaded.
 */
export async function getTaskFileUrl(materialId: number, signal?: AbortSignal): Promise<TaskFileUrl> {
  const body = await api.get<unknown>(`/course/practice/assignment/file-url?material_id=${materialId}`, {
    signal,
  });
  return wrap(TaskFileUrlSchema).parse(body).data;
}

/** `task` identifies the uploaded file, so a new upload fetches a new link. Refreshed before it expires. */
export const taskFileUrlQuery = (materialId: number, task: string) =>
  queryOptions({
    queryKey: ['assignments', 'task-file-url', materialId, task],
    queryFn: ({ signal }) => getTaskFileUrl(materialId, signal),
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });

export function useTaskFileUrl(materialId: number, task: string | null) {
  return useQuery({ ...taskFileUrlQuery(materialId, task ?? ''), enabled: Boolean(task) });
}
