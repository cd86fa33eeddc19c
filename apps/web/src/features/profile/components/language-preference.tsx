import { LOCALE_NAMES, LOCALES, isLocale } from '@kelas/contracts/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { useUpdateLocale } from '../api/update-locale';

/**
 * SLOT for the shared language switch: the shell's component replaces this plain
 * `<select>` at merge. Switching changes the interface at once (and on this device), then saves the
 * choice for the account (PUT /api/profile/locale) so e-mails, receipts and certificates follow.
 */
export function LanguagePreference() {
  const id = useId();
  const { t, i18n } = useTranslation('profile');
  const mutation = useUpdateLocale();
  const value = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLocale();

  const onChange = async (next: string) => {
    if (!isLocale(next)) return;
    await changeLocale(next);
    try {
      await mutation.mutateAsync({ locale: next });
    } catch {
      notify(t('language.saveFailed'), 'error');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-slate-200 pt-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('language.title')}
      </h2>
      <label htmlFor={`${id}-select`} className="block text-sm font-medium text-slate-700">
        {t('language.label')}
      </label>
      <select
        id={`${id}-select`}
        value={value}
        disabled={mutation.isPending}
        onChange={(e) => void onChange(e.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none sm:w-64"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-500">{t('language.note')}</p>
    </section>
  );
}
