import { describe, expect, it } from 'vitest';
import { discountedPrice, finalPrice, formatRupiah, priceLabel, taxOf } from './money.ts';

describe('money (spec 9)', () => {
  it('computes the discounted price', () => {
    expect(discountedPrice(1_000_000, 20)).toBe(800_000);
    expect(discountedPrice(150_000, 0)).toBe(150_000);
    expect(discountedPrice('x', 10)).toBe(0);
    expect(discountedPrice(100, Number.NaN)).toBe(0);
    expect(finalPrice(99_999, 15)).toBe(84_999);
  });
  it('takes 11 % tax: the spec sample Rp1.000.000 → Rp110.000 → Rp1.110.000', () => {
    expect(taxOf(1_000_000)).toBe(110_000);
    expect(taxOf(1_110_000, { percent: 11, included: true })).toBe(110_000);
    expect(formatRupiah(1_000_000 + taxOf(1_000_000))).toBe('Rp1.110.000');
    expect(formatRupiah(100_000)).toBe('Rp100.000');
    expect(formatRupiah(0)).toBe('Rp0');
  });
  it('labels prices', () => {
    expect(priceLabel(null)).toBe('Price not available');
    expect(priceLabel(undefined)).toBe('Price not available');
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(250_000)).toBe('Rp250.000');
  });
});
