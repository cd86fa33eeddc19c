import { STUDIO_LIMITS, type CreatePackageBody, type StudioPackage } from '@kelas/contracts/studio';
import { z } from 'zod';
import type { StudioT } from './studio-t';

const int = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A price package form: name, benefits (one per line) and 1–5 prices in rupiah with a discount percent (messages in the interface language). */
export const packageFormSchema = (t: StudioT) =>
  z.object({
    name: z.string().trim().min(1, t('studioMessages:packageNameRequired')).max(200),
    benefits: z.string().max(20_000),
    prices: z
      .array(z.object({ id: z.number().int().optional(), price: int(t('studioMessages:priceInvalid'), 0, 1_000_000_000), discount: int(t('studioMessages:discountInvalid'), 0, 100) }))
      .min(1, t('studioMessages:pricesRequired'))
      .max(STUDIO_LIMITS.pricesMax, t('studio:packages.pricesMax', { max: STUDIO_LIMITS.pricesMax })),
  });
export type PackageFormIn = z.input<ReturnType<typeof packageFormSchema>>;
export type PackageFormOut = z.output<ReturnType<typeof packageFormSchema>>;

export const packageToForm = (p: StudioPackage | null): PackageFormIn =>
  p
    ? { name: p.name, benefits: p.benefits.join('\n'), prices: p.prices.map((x) => ({ id: x.id, price: String(x.price), discount: String(x.discount) })) }
    : { name: '', benefits: '', prices: [{ price: '', discount: '0' }] };

/** The POST/PATCH body: benefits split by line, blank lines dropped. */
export const formToPackageBody = (v: PackageFormOut): CreatePackageBody => ({
  name: v.name,
  benefits: v.benefits
    .split('\n')
    .map((b) => b.trim())
    .filter(Boolean),
  prices: v.prices.map((p) => ({ ...(p.id ? { id: p.id } : {}), price: p.price, discount: p.discount })),
});
