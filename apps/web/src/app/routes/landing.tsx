import { useTranslation } from 'react-i18next';
import { BenefitsList } from '@/features/catalogue/components/benefits-list';
import { CourseCarousels } from '@/features/catalogue/components/course-carousels';
import { AboutSection } from '@/features/catalogue/components/landing/about-section';
import { LandingHero } from '@/features/catalogue/components/landing/landing-hero';
import { VoucherTeaser } from '@/features/catalogue/components/landing/voucher-teaser';
import { useLandingBenefits } from '@/features/catalogue/content/benefits';
import { useAppConfig } from '@/lib/app-config';

/** Home / landing (spec 2.6): hero, 'Seputar {brand}', benefits, the three carousels (2.7). */
export function Component() {
  const { brand } = useAppConfig();
  const { t } = useTranslation('catalogue');
  const benefits = useLandingBenefits();
  return (
    <>
      <LandingHero brand={brand} />
      <AboutSection brand={brand} />
      <section aria-labelledby="mengapa-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="mengapa-heading" className="text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t('landing.whyHeading', { brand })}
          </h2>
          <BenefitsList items={benefits} />
        </div>
      </section>
      <CourseCarousels intro={t('landing.carouselsIntro')} />
      <VoucherTeaser />
    </>
  );
}
