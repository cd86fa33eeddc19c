import { describe, expect, it } from 'vitest';
import { OrderRequestSchema, orderTotals } from './checkout.ts';

describe('orderTotals (spec 9)', () => {
  it('computes the spec sample: Rp1.000.000 → PPN Rp110.000 → Rp1.110.000', () => {
    expect(orderTotals([1_000_000])).toEqual({ subtotal: 1_000_000, promo_discount: 0, tax: 110_000, tax_percent: 11, tax_included: false, tax_mode: 'ppn', tax_exempt_note: null, fee: 0, total: 1_110_000 });
  });
  it('follows the tax setting: another percent added, or the tax contained in the prices (decision 254)', () => {
    expect(orderTotals([1_000_000], null, { percent: 12, included: false })).toMatchObject({ tax: 120_000, tax_percent: 12, total: 1_120_000 });
    expect(orderTotals([1_110_000], null, { percent: 11, included: true })).toMatchObject({ subtotal: 1_110_000, tax: 110_000, tax_included: true, total: 1_110_000 });
    expect(orderTotals([1_110_000], { kind: 'fixed', value: 110_000 }, { percent: 11, included: true })).toMatchObject({ tax: 99_099, total: 1_000_000 });
    // An academy exempt from PPN (decision 264): no tax, and the note the receipt prints.
    expect(orderTotals([1_000_000], null, { percent: 11, included: false, mode: 'exempt', exemptNote: 'PP 49/2022 pasal 16' })).toEqual({
      subtotal: 1_000_000,
      promo_discount: 0,
      tax: 0,
      tax_percent: 0,
      tax_included: false,
      tax_mode: 'exempt',
      tax_exempt_note: 'PP 49/2022 pasal 16',
      fee: 0,
      total: 1_000_000,
    });
  });
  it('adds items, takes the promo before tax, rounds to whole rupiah and never goes below 0', () => {
    expect(orderTotals([1_000_000, 100_000])).toMatchObject({ subtotal: 1_100_000, tax: 121_000, total: 1_221_000 });
    expect(orderTotals([251_100], { kind: 'percent', value: 10 })).toMatchObject({ promo_discount: 25_110, tax: 24_859, total: 250_849 });
    expect(orderTotals([1_000_000], { kind: 'fixed', value: 50_000 })).toMatchObject({ promo_discount: 50_000, tax: 104_500, total: 1_054_500 });
    expect(orderTotals([30_000], { kind: 'fixed', value: 50_000 })).toMatchObject({ promo_discount: 30_000, tax: 0, total: 0 });
    expect(orderTotals([84_999])).toMatchObject({ tax: 9_350, total: 94_349 });
  });
  it('reads promo codes trimmed and upper-case, and needs 1 to 5 items', () => {
    expect(OrderRequestSchema.parse({ items: [{ priceId: 1 }], promo_code: ' kelas10 ' }).promo_code).toBe('KELAS10');
    expect(OrderRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ items: Array.from({ length: 6 }, (_, i) => ({ priceId: i + 1 })) }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ items: [{ priceId: 1.5 }] }).success).toBe(false);
  });
});
