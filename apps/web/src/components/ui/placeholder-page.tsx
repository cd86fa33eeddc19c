import { useTranslation } from 'react-i18next';

/** A page whose feature has not landed yet; says so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600">{t('placeholderPage')}</p>
    </section>
  );
}
