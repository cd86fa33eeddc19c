/**
 * The consent line under the pay buttons (spec 2.16, 2.17): continuing means agreeing to the user
 * terms ('ketentuan pengguna') and the privacy policy ('kebijakan privasi').
 */
export function ConsentText({ termsHref, privacyHref }: { termsHref: string; privacyHref: string }) {
  const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
  return (
    <p className="text-center text-xs leading-relaxed text-slate-600">
      Dengan melanjutkan pembayaran, kamu menyetujui{' '}
      <a href={termsHref} target="_blank" rel="noopener noreferrer" className={link}>
        ketentuan pengguna
      </a>{' '}
      dan{' '}
      <a href={privacyHref} target="_blank" rel="noopener noreferrer" className={link}>
        kebijakan privasi
      </a>
      .
    </p>
  );
}
