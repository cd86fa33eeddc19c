import { AcademySettingsResponseSchema, PutSettingsAnswerSchema, type PutSettingsBody } from '@kelas/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings → the academy's tax, course rights, time zone and version (decisions 264, 265). */
export const useAcademySettings = () =>
  useQuery({ queryKey: ['admin', 'settings'], queryFn: async ({ signal }) => AcademySettingsResponseSchema.parse(await api.get<unknown>('/admin/settings', { signal })).data });

/** PUT /api/admin/settings → `{ data, message }`. ApiError 409 STALE_VERSION, 422 field errors (`tax.rate_percent`, `tax.exempt_note`). */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutSettingsBody) => PutSettingsAnswerSchema.parse(await api.put<unknown>('/admin/settings', body)),
    onSuccess: (r) => qc.setQueryData(['admin', 'settings'], r.data),
  });
}
