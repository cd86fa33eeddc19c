import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@kelas/contracts/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n';
import { switchLocale } from '@/lib/i18n/switch-locale';
import { cn } from './cn';
import { selectClass } from './input';

/**
 * The language switch (decision 214): a labelled native `<select>` listing each
 * language in its own name ('Bahasa Indonesia', 'English'). Choosing one switches the interface,
 * remembers it on the device and, when logged in, on the account (`switchLocale`). `compact` is the
 * header's form (the label is read, not shown); otherwise the label sits above (drawer, profile).
 * Used in the header, the mobile drawer and the profile page.
 */
export function LanguageSwitch({ compact = false, className, onSwitched }: { compact?: boolean; className?: string; onSwitched?: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // Re-read on every language change (useTranslation re-renders then).
  const value = i18n.resolvedLanguage && isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLocale();
  const change = (next: string) => {
    if (!isLocale(next) || next === value) return;
    void switchLocale(next).then(() => onSwitched?.(next));
  };
  return (
    <div className={cn(compact ? 'relative flex items-center' : 'grid gap-1.5', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
        {t('language')}
      </label>
      {compact && <Languages className="pointer-events-none absolute left-2.5 size-4 text-slate-500" aria-hidden="true" />}
      <select
        id={id}
        lang={value}
        value={value}
        onChange={(e) => change(e.target.value)}
        title={t('languageSwitch')}
        className={cn(selectClass, compact && 'h-9 w-auto border-slate-200 pr-8 pl-8 font-medium text-slate-700')}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
