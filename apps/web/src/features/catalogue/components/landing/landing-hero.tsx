import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Hero (spec 2.6): 'Selamat Datang Peserta {brand}' and the tagline (`catalogue:landing`). */
export function LandingHero({ brand }: { brand: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('landing.badge')}
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            <Trans t={t} i18nKey="landing.welcome" values={{ brand }} components={{ brand: <span className="text-brand-600" /> }} />
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{t('landing.tagline')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#kelas">
                {t('landing.seeCourses')}
                <ArrowRight className="size-5" aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="garis">
              <Link to={paths.voucherProgramme}>{t('landing.voucherProgramme')}</Link>
            </Button>
          </div>
        </div>
        <img src="/images/hero-learning.svg" alt={t('landing.heroImage')} width={520} height={420} className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
