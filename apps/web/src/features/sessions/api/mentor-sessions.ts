import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import {
  AttendanceSheetSchema,
  ImportAttendanceResultSchema,
  MentorSessionListSchema,
  type AttendanceSheet,
  type AttendanceStatus,
  type ImportAttendanceResult,
  type LiveSession,
} from '@kelas/contracts/sessions';
import { api } from '@/lib/api-client';

const ListSchema = wrap(MentorSessionListSchema);
const SheetSchema = wrap(AttendanceSheetSchema);
const ImportSchema = wrap(ImportAttendanceResultSchema);

/** GET /api/mentor/sessions → the sessions of the mentor's cohorts and courses, newest first (decision 288). */
export const mentorSessionsQuery = () =>
  queryOptions({ queryKey: ['sessions', 'mentor'], queryFn: async ({ signal }): Promise<LiveSession[]> => ListSchema.parse(await api.get<unknown>('/mentor/sessions', { signal })).data });
export const useMentorSessions = () => useQuery(mentorSessionsQuery());

/** GET /api/mentor/sessions/{id}/attendance → the session's sheet. */
export const attendanceQuery = (sessionId: number) =>
  queryOptions({
    queryKey: ['sessions', 'attendance', sessionId],
    queryFn: async ({ signal }): Promise<AttendanceSheet> => SheetSchema.parse(await api.get<unknown>(`/mentor/sessions/${sessionId}/attendance`, { signal })).data,
  });
export const useAttendance = (sessionId: number | null) => useQuery({ ...attendanceQuery(sessionId ?? 0), enabled: sessionId !== null });

/** PUT /api/mentor/sessions/{id}/attendance/{user_id} { status } → the sheet after the correction. */
export function useCorrectAttendance(sessionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { userId: number; status: AttendanceStatus }) =>
      SheetSchema.parse(await api.put<unknown>(`/mentor/sessions/${sessionId}/attendance/${v.userId}`, { status: v.status })).data,
    onSuccess: (sheet) => qc.setQueryData(attendanceQuery(sessionId).queryKey, sheet),
  });
}

/** POST /api/mentor/sessions/{id}/attendance/import { csv } → how many matched, what did not, the sheet. */
export function useImportAttendance(sessionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string): Promise<ImportAttendanceResult> => ImportSchema.parse(await api.post<unknown>(`/mentor/sessions/${sessionId}/attendance/import`, { csv })).data,
    onSuccess: (result) => qc.setQueryData(attendanceQuery(sessionId).queryKey, result.sheet),
  });
}
