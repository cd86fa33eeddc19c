import type { Locale } from '@kelas/contracts/i18n';
import type { UpdateLocaleBody } from '@kelas/contracts/profile';
import { api, ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { changeLocale } from './i18n';

/**
 * Switches the interface language (decision 214): the device remembers it
 * (`changeLocale`), a logged-in account remembers it too (`PUT /api/profile/locale` `{ locale }`,
 * so e-mails, receipts and certificates follow), and every query is fetched again so messages the
 * API wrote come back in the new language. Saving on the account never blocks the switch: a failure
 * (offline, an API without the endpoint yet: 404) leaves the device's choice and is only logged.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await changeLocale(locale);
  const { isAuthenticated, user } = session.get();
  if (isAuthenticated) {
    session.setUser({ ...user, locale });
    const body: UpdateLocaleBody = { locale };
    try {
      await api.put('/profile/locale', body);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404))
        console.warn('Could not save the language on the account', err);
    }
  }
  await queryClient.invalidateQueries();
}
