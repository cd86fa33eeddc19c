import type { StaffRole } from '@kelas/contracts/auth';
import { CourseOptionListSchema, StaffInvitationListSchema, type InviteStaffBody, type StaffInvitation, type StaffMember } from '@kelas/contracts/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type MemberAnswer = { data: StaffMember; message: string };
type InvitationAnswer = { data: StaffInvitation; message: string };

/**
 * Staff mutations (decision 266), each refreshing the staff and invitation lists:
 * POST /api/admin/staff/invitations (409 CONFIRM_REQUIRED for an existing account until `confirm`),
 * …/invitations/{id}/resend and …/revoke, PUT /api/admin/staff/{id}/roles (taking roles away),
 * POST /api/admin/staff/{id}/courses, DELETE /api/admin/staff/{id}/courses/{course}/{as}.
 */
export function useStaffActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'staff'] });
  return {
    invite: useMutation({ mutationFn: (b: InviteStaffBody) => api.post<InvitationAnswer>('/admin/staff/invitations', b), onSuccess: refresh }),
    resend: useMutation({ mutationFn: (id: number) => api.post<InvitationAnswer>(`/admin/staff/invitations/${id}/resend`, {}), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (id: number) => api.post<{ message: string }>(`/admin/staff/invitations/${id}/revoke`, {}), onSuccess: refresh }),
    setRoles: useMutation({ mutationFn: (v: { id: number; roles: StaffRole[] }) => api.put<MemberAnswer>(`/admin/staff/${v.id}/roles`, { roles: v.roles }), onSuccess: refresh }),
    assign: useMutation({
      mutationFn: (v: { id: number; course_id: number; as: 'author' | 'mentor' }) => api.post<MemberAnswer>(`/admin/staff/${v.id}/courses`, { course_id: v.course_id, as: v.as }),
      onSuccess: refresh,
    }),
    unassign: useMutation({
      mutationFn: (v: { id: number; course_id: number; as: 'author' | 'mentor' }) => api.delete<MemberAnswer>(`/admin/staff/${v.id}/courses/${v.course_id}/${v.as}`),
      onSuccess: refresh,
    }),
  };
}

/** GET /api/admin/staff/invitations → open invitations (pending or expired), newest first. */
export const useInvitations = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'staff', 'invitations'],
      queryFn: async ({ signal }) => StaffInvitationListSchema.parse(await api.get<unknown>('/admin/staff/invitations', { signal })).data,
    }),
  );

/** GET /api/admin/staff/courses → every course, for the assignment picker. */
export const useStaffCourses = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'course-options'],
      queryFn: async ({ signal }) => CourseOptionListSchema.parse(await api.get<unknown>('/admin/staff/courses', { signal })).data,
      staleTime: 5 * 60_000,
    }),
  );
