import { useTranslation } from 'react-i18next';

/** A benefit item (spec 3 "Benefit item (landing)"): 'reverse' swaps image and text on wide screens. */
export type BenefitItem = { image: string; alt: string; title: string; description: string; order?: 'reverse' | 'normal' };

/** Landing 'Mengapa Harus Mengambil Kelas di {brand}?' (spec 2.6), texts from the `catalogue` namespace. */
export function useLandingBenefits(): BenefitItem[] {
  const { t } = useTranslation('catalogue');
  return [
    { image: '/images/benefit-mentor.svg', ...t('benefits.mentor', { returnObjects: true }) },
    { image: '/images/benefit-project.svg', ...t('benefits.project', { returnObjects: true }), order: 'reverse' },
    { image: '/images/benefit-flexible.svg', ...t('benefits.flexible', { returnObjects: true }) },
    { image: '/images/benefit-certificate.svg', ...t('benefits.certificate', { returnObjects: true }), order: 'reverse' },
  ];
}
