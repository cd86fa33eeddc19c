import { StaffListSchema, type StaffList } from '@kelas/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StaffFilters = { role: '' | 'mentor' | 'author' | 'admin'; page: number };

/** GET /api/admin/staff?role=&page= → `{ data: StaffMember[], meta }`, by name. */
export async function getStaff(f: StaffFilters, signal?: AbortSignal): Promise<StaffList> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.role) q.set('role', f.role);
  return StaffListSchema.parse(await api.get<unknown>(`/admin/staff?${q}`, { signal }));
}

export const staffQuery = (f: StaffFilters) => queryOptions({ queryKey: ['admin', 'staff', f], queryFn: ({ signal }) => getStaff(f, signal), placeholderData: keepPreviousData });
export const useStaff = (f: StaffFilters) => useQuery(staffQuery(f));
