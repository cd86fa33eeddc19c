import type { Locale } from '@kelas/contracts/i18n';
import type { UpdateLocaleBody } from '@kelas/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/profile/locale `{ locale: 'id' | 'en' }` → `{ data: { locale } }`: the account's interface language; 422 for another value. */
export const updateLocale = (body: UpdateLocaleBody) => api.put<{ data: { locale: Locale } }>('/profile/locale', body);

export const useUpdateLocale = () => useMutation({ mutationFn: updateLocale });
