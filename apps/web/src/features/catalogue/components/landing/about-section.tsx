import { useTranslation } from 'react-i18next';

const banners = [
  { src: '/images/about-mentor.svg', key: 'mentor' },
  { src: '/images/about-project.svg', key: 'project' },
  { src: '/images/about-community.svg', key: 'community' },
] as const;

/**
 * 'Seputar {brand}' (spec 2.6): banners and two paragraphs. Below md the banners scroll sideways,
 * so the list takes the keyboard focus (arrow keys scroll it) and says what it holds.
 */
export function AboutSection({ brand }: { brand: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="seputar-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="seputar-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {t('about.heading', { brand })}
      </h2>
      <ul
        tabIndex={0}
        aria-label={t('about.photos', { brand })}
        className="no-scrollbar mt-6 flex rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 snap-x snap-mandatory gap-4 overflow-x-auto pb-2 md:grid md:grid-cols-3 md:overflow-visible"
      >
        {banners.map((b) => (
          <li key={b.src} className="w-[80%] shrink-0 snap-start md:w-auto">
            <figure className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
              <img src={b.src} alt={t(`about.banners.${b.key}.alt`)} loading="lazy" width={480} height={300} className="aspect-[8/5] w-full object-cover" />
              <figcaption className="bg-white px-4 py-3 text-sm font-semibold text-slate-800">{t(`about.banners.${b.key}.caption`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 text-slate-600 md:grid-cols-2">
        <p className="leading-relaxed">{t('about.paragraph1', { brand })}</p>
        <p className="leading-relaxed">{t('about.paragraph2')}</p>
      </div>
    </section>
  );
}
