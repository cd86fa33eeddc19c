/** Money helpers of spec section 9. All amounts are integer rupiah. */

/** Tax (PPN / Pajak): 11 % of the subtotal. */
export const TAX_PERCENT = 11;

/**
 * The academy's tax setting (decision 254): the PPN percent, and whether prices already contain
 * it (`included`) or it is added on top at checkout (the spec's cart: 'Pajak PPN (11%)' added).
 * The server reads the current one in one place (`readTaxSetting`, apps/api checkout module);
 * this default is what it answers until the academy can change it.
 */
export type TaxSetting = {
  /** Whole percent, 0..100 (0 when exempt). */
  percent: number;
  included: boolean;
  /** `exempt`: the academy sells free of PPN (decision 264); absent = `ppn`. */
  mode?: 'ppn' | 'exempt';
  /** Why it is exempt, printed on receipts; null unless exempt. */
  exemptNote?: string | null;
};
export const DEFAULT_TAX_SETTING: TaxSetting = { percent: TAX_PERCENT, included: false, mode: 'ppn', exemptNote: null };

/**
 * Discounted price = price − price × discount / 100 (spec 9). 0 when either input is not a number.
 * Not rounded; use `finalPrice` for a whole-rupiah amount.
 */
export function discountedPrice(price: unknown, discount: unknown): number {
  if (typeof price !== 'number' || typeof discount !== 'number' || Number.isNaN(price) || Number.isNaN(discount)) return 0;
  return price - (price * discount) / 100;
}

/** The discounted price rounded to whole rupiah (what an order charges). */
export function finalPrice(price: number, discount: number): number {
  return Math.round(discountedPrice(price, discount));
}

/**
 * The PPN of an amount in whole rupiah under `tax` (default: 11 % added): added, percent of the
 * amount; included, the part of the amount that is tax (amount × p / (100 + p)).
 */
export function taxOf(amount: number, tax: TaxSetting = DEFAULT_TAX_SETTING): number {
  if (tax.mode === 'exempt') return 0;
  return Math.round(tax.included ? (amount * tax.percent) / (100 + tax.percent) : (amount * tax.percent) / 100);
}

/**
 * The Indonesian rupiah formatter, made at its first use: building an `Intl.NumberFormat` loads the
 * locale's data (≈ 10 ms on a mid-range phone), which a page that shows no price never needs.
 */
let rupiahFormat: Intl.NumberFormat | undefined;

/** Formats rupiah for the Indonesian locale with no decimals: 1110000 → 'Rp1.110.000'. */
export function formatRupiah(amount: number): string {
  rupiahFormat ??= new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return rupiahFormat.format(amount).replace(/\s/g, '');
}

/** Price display (spec 8): 'Price not available' for null or undefined, 'Free' for 0. */
export function priceLabel(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return 'Price not available';
  if (amount === 0) return 'Free';
  return formatRupiah(amount);
}
