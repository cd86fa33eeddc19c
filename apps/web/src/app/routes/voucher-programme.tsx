import { useTranslation } from 'react-i18next';
import { BenefitsList } from '@/features/catalogue/components/benefits-list';
import { CourseCarousels } from '@/features/catalogue/components/course-carousels';
import { FaqSection } from '@/features/catalogue/components/voucher-programme/faq-section';
import { HelpContact, JoinGuide, KindIntro, PaymentTiles, VoucherHero } from '@/features/catalogue/components/voucher-programme/voucher-sections';
import { useFaqEntries, useProgrammeBenefits } from '@/features/catalogue/content/voucher-programme';
import { useAppConfig } from '@/lib/app-config';

/**
 * Voucher-programme landing (spec 2.8) at /prakerja (decision 003). Sections in the spec's order:
 * hero, course kinds, carousels, payment tiles, benefits, four-step guide, FAQ, help contact.
 */
export function Component() {
  const { brand, phone, email, messagingApp } = useAppConfig();
  const { t } = useTranslation('catalogue');
  const benefits = useProgrammeBenefits();
  const faq = useFaqEntries(brand);
  return (
    <>
      <VoucherHero brand={brand} />
      <KindIntro />
      <CourseCarousels heading={t('voucher.carouselsHeading')} />
      <PaymentTiles brand={brand} />
      <section aria-labelledby="keuntungan-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="keuntungan-heading" className="text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {t('voucher.benefitsHeading', { brand })}
        </h2>
        <BenefitsList items={benefits} />
      </section>
      <JoinGuide />
      <section aria-labelledby="faq-heading" className="mx-auto max-w-4xl px-4 pb-14 sm:px-6">
        <h2 id="faq-heading" className="text-center text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {t('voucher.faqHeading')}
        </h2>
        <FaqSection entries={faq} />
      </section>
      <HelpContact phone={phone} email={email} messagingApp={messagingApp} />
    </>
  );
}
