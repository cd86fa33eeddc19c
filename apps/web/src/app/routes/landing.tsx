import { useTranslation } from 'react-i18next';
import { BenefitsList } from '@/features/catalogue/components/benefits-list';
import { AfterTasks } from '@/components/ui/after-tasks';
import { CourseCarousels } from '@/features/catalogue/components/course-carousels';
import { AboutSection } from '@/features/catalogue/components/landing/about-section';
import { LandingHero } from '@/features/catalogue/components/landing/landing-hero';
import { VoucherTeaser } from '@/features/catalogue/components/landing/voucher-teaser';
import { useLandingBenefits } from '@/features/catalogue/content/benefits';
import { useAppConfig } from '@/lib/app-config';

/**
 * Home / landing (spec 2.6): hero, 'Seputar {brand}', benefits, the three carousels (2.7). The
 * first render is the hero (it replaces the server's inlined copy, decision 126); what is below it
 * follows in the next task (decision 141).
 */
export function Component() {
  const { brand } = useAppConfig();
  return (
    <>
      <LandingHero brand={brand} />
      <AfterTasks>
        <BelowTheHero brand={brand} />
      </AfterTasks>
    </>
  );
}

/** The landing's sections under the hero; the carousels one task after the texts. */
function BelowTheHero({ brand }: { brand: string }) {
  const { t } = useTranslation('catalogue');
  const benefits = useLandingBenefits();
  return (
    <>
      <AboutSection brand={brand} />
      <section aria-labelledby="mengapa-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="mengapa-heading" className="text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t('landing.whyHeading', { brand })}
          </h2>
          <BenefitsList items={benefits} />
        </div>
      </section>
      <AfterTasks>
        <CourseCarousels intro={t('landing.carouselsIntro')} />
        <VoucherTeaser />
      </AfterTasks>
    </>
  );
}
