import { Trans, useTranslation } from 'react-i18next';

/**
 * The consent line under the pay buttons (spec 2.16, 2.17): continuing means agreeing to the user
 * terms ('ketentuan pengguna') and the privacy policy ('kebijakan privasi').
 */
export function ConsentText({ termsHref, privacyHref }: { termsHref: string; privacyHref: string }) {
  const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
  const { t } = useTranslation('checkout');
  return (
    <p className="text-center text-xs leading-relaxed text-slate-600">
      <Trans
        t={t}
        i18nKey="consent"
        components={{
          terms: <a href={termsHref} target="_blank" rel="noopener noreferrer" className={link} />,
          privacy: <a href={privacyHref} target="_blank" rel="noopener noreferrer" className={link} />,
        }}
      />
    </p>
  );
}
