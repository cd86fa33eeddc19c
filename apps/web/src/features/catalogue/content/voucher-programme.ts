import { useTranslation } from 'react-i18next';
import type { BenefitItem } from './benefits';

/** Where buyers search the programme's courses (spec 2.8 payment tiles): an external marketplace. */
export const MARKETPLACE_SEARCH = 'https://www.tokopedia.com/search';
/** The government programme's own site, where a participant registers (2.8 guide). */
export const PROGRAMME_SITE = 'https://www.prakerja.go.id';

/** Payment-partner tiles of 'Beli Kelas Melalui Metode Payment Berikut' (spec 2.8); texts under `voucher.tiles.{text}`. */
export const paymentTiles = [
  { key: 'e-wallet', text: 'eWallet', query: 'e-wallet' },
  { key: 'bank-transfer', text: 'bankTransfer', query: 'bank transfer' },
  { key: 'qris', text: 'qris', query: 'qris' },
  { key: 'supermarket', text: 'supermarket', query: 'supermarket' },
] as const;

/** Search link of a tile: the brand's programme courses paid by that method. */
export const marketplaceSearchUrl = (brand: string, method: string) =>
  `${MARKETPLACE_SEARCH}?st=product&q=${encodeURIComponent(`kelas prakerja ${brand} ${method}`)}`;

/** Course-kind introduction (spec 2.8): Free Class and Record Webinar; texts under `voucher.kinds`. */
export const kindIntro = ['freeClass', 'recordWebinar'] as const;

/** Benefits of taking the programme's courses here (spec 2.8 "Benefits"). */
export function useProgrammeBenefits(): BenefitItem[] {
  const { t } = useTranslation('catalogue');
  return [
    { image: '/images/benefit-certificate.svg', ...t('voucher.benefits.certificate', { returnObjects: true }) },
    { image: '/images/benefit-mentor.svg', ...t('voucher.benefits.mentor', { returnObjects: true }), order: 'reverse' },
    { image: '/images/benefit-flexible.svg', ...t('voucher.benefits.flexible', { returnObjects: true }) },
  ];
}

/** The four-step 'how to join' guide (spec 2.8); texts under `voucher.steps`. */
export const joinSteps = ['register', 'buy', 'redeem', 'learn'] as const;

/** FAQ entries (spec 3 "FAQ entry"): the answer is HTML, sanitised before it is shown. */
export type FaqEntry = { question: string; answer: string };

/** The FAQ of spec 2.8 in the interface language; `{{brand}}` filled in. */
export function useFaqEntries(brand: string): FaqEntry[] {
  const { t } = useTranslation('catalogue');
  return (['redeem', 'codes', 'pass', 'certificate', 'invalid'] as const).map((k) => ({
    question: t(`voucher.faq.${k}.question`),
    answer: t(`voucher.faq.${k}.answer`, { brand }),
  }));
}
