/** Money helpers of spec section 9. All amounts are integer rupiah. */

/** Tax (PPN / Pajak): 11 % of the subtotal. */
export const TAX_PERCENT = 11;

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

/** 11 % of a subtotal, rounded to whole rupiah (issue 4). */
export function taxOf(subtotal: number): number {
  return Math.round((subtotal * TAX_PERCENT) / 100);
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
