import type { CoursePrice } from '@kelas/contracts/catalogue-kinds';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';

/**
 * Price display (spec 8) in the interface language: 'Price not available' for null or undefined,
 * 'Free' for 0, otherwise the rupiah (Indonesian exactly as `priceLabel` of the contract).
 */
export function usePriceLabel(): (amount: number | null | undefined) => string {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  return (amount) => {
    if (amount === null || amount === undefined) return t('price.unavailable');
    if (amount === 0) return t('price.free');
    return format.rupiah(amount);
  };
}

/**
 * A course's one price as every screen shows it (decision 253): its lowest final price, as
 * 'Mulai dari {price}' when its packages cost differently; 'Price not available' without one.
 */
export function useCoursePriceLabel(): (price: Pick<CoursePrice, 'final' | 'from'> | null) => string {
  const { t } = useTranslation('catalogue');
  const label = usePriceLabel();
  return (price) => (price?.from ? t('price.from', { price: label(price.final) }) : label(price?.final));
}
