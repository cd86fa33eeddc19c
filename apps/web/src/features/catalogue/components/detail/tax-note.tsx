import type { CourseDetail } from '@kelas/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/**
 * Whether PPN comes on top of the prices shown, as the academy's tax setting says (decision 254):
 * 'Harga belum termasuk PPN 11%. PPN ditambahkan di keranjang.' or 'Harga sudah termasuk PPN 11%.'
 */
export function TaxNote({ tax, className }: { tax: CourseDetail['tax']; className?: string }) {
  const { t } = useTranslation('catalogue');
  const key = tax.mode === 'exempt' ? 'price.taxExempt' : tax.included ? 'price.taxIncluded' : 'price.taxAdded';
  return <p className={cn('text-xs text-slate-600', className)}>{t(key, { percent: tax.percent })}</p>;
}
