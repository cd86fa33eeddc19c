import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CohortMentorOptionListSchema,
  StaffCohortListSchema,
  StaffCohortResponseSchema,
  StaffSessionListSchema,
  StaffSessionResponseSchema,
  type CreateCohortBody,
  type CreateSessionBody,
  type StaffCohort,
  type StaffSession,
  type UpdateCohortBody,
  type UpdateSessionBody,
} from '@kelas/contracts/cohorts';
import { api } from '@/lib/api-client';

/**
 * The studio's and console's cohort calls (decision 285): GET/POST /api/admin/courses/{id}/cohorts,
 * PATCH /api/admin/cohorts/{id}, POST /api/admin/cohorts/{id}/close, GET/POST
 * /api/admin/cohorts/{id}/sessions, PATCH /api/admin/sessions/{id}, POST
 * /api/admin/sessions/{id}/cancel, GET /api/admin/cohort-mentors. ApiError 403/404/409/422.
 */
const keys = {
  cohorts: (courseId: number) => ['cohorts', 'staff', courseId] as const,
  sessions: (cohortId: number) => ['cohorts', 'staff-sessions', cohortId] as const,
  mentors: ['cohorts', 'mentor-accounts'] as const,
};

export const useStaffCohorts = (courseId: number) =>
  useQuery({ queryKey: keys.cohorts(courseId), queryFn: async ({ signal }) => StaffCohortListSchema.parse(await api.get<unknown>(`/admin/courses/${courseId}/cohorts`, { signal })).data });

export const useCohortSessions = (cohortId: number) =>
  useQuery({ queryKey: keys.sessions(cohortId), queryFn: async ({ signal }) => StaffSessionListSchema.parse(await api.get<unknown>(`/admin/cohorts/${cohortId}/sessions`, { signal })).data });

/** The mentor accounts a cohort may name (the form's picker), by name. */
export const useCohortMentorOptions = () =>
  useQuery({ queryKey: keys.mentors, queryFn: async ({ signal }) => CohortMentorOptionListSchema.parse(await api.get<unknown>('/admin/cohort-mentors', { signal })).data, staleTime: 60_000 });

/** Create (no id) or edit a cohort. */
export function useSaveCohort(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number | null; body: CreateCohortBody | UpdateCohortBody }): Promise<StaffCohort> =>
      StaffCohortResponseSchema.parse(v.id === null ? await api.post<unknown>(`/admin/courses/${courseId}/cohorts`, v.body) : await api.patch<unknown>(`/admin/cohorts/${v.id}`, v.body)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.cohorts(courseId) }),
  });
}

export function useCloseCohort(courseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (cohortId: number) => StaffCohortResponseSchema.parse(await api.post<unknown>(`/admin/cohorts/${cohortId}/close`)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.cohorts(courseId) }),
  });
}

export function useAddSession(courseId: number, cohortId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSessionBody): Promise<StaffSession> => StaffSessionResponseSchema.parse(await api.post<unknown>(`/admin/cohorts/${cohortId}/sessions`, body)).data,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.sessions(cohortId) }), qc.invalidateQueries({ queryKey: keys.cohorts(courseId) })]),
  });
}

/** Edits a session (any field); a new start is announced to the cohort and its reminders planned again by the API. */
export function useUpdateSession(courseId: number, cohortId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; body: UpdateSessionBody }): Promise<StaffSession> =>
      StaffSessionResponseSchema.parse(await api.patch<unknown>(`/admin/sessions/${v.id}`, v.body)).data,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.sessions(cohortId) }), qc.invalidateQueries({ queryKey: keys.cohorts(courseId) })]),
  });
}

/** The cohort's sessions are read again (after a change another feature made, such as an attached recording). */
export function useRefreshSessions(cohortId: number) {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: keys.sessions(cohortId) });
}

export function useCancelSession(courseId: number, cohortId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number) => StaffSessionResponseSchema.parse(await api.post<unknown>(`/admin/sessions/${sessionId}/cancel`)).data,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.sessions(cohortId) }), qc.invalidateQueries({ queryKey: keys.cohorts(courseId) })]),
  });
}
