import { CartItemSchema, type CartItem } from '@kelas/contracts/checkout';

/** Session-storage keys: 'cartItem' of the spec (3 "Cart item"), plus the cart's own choices (decision 040). */
const CART_ITEM = 'cartItem';
const CART_UPSELL = 'cartUpsell';
const CART_PROMO = 'cartPromo';

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** The cart item the course detail page stored, or null when absent or malformed. */
export function readCartItem(): CartItem | null {
  const parsed = CartItemSchema.safeParse(read(CART_ITEM));
  return parsed.success ? parsed.data : null;
}

/** The upsell price added with '+', or null. */
export function readUpsellPriceId(): number | null {
  const v = read(CART_UPSELL);
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
}

export function writeUpsellPriceId(priceId: number | null) {
  if (priceId === null) sessionStorage.removeItem(CART_UPSELL);
  else sessionStorage.setItem(CART_UPSELL, JSON.stringify(priceId));
}

/** The applied promo code, or null. */
export function readPromoCode(): string | null {
  const v = read(CART_PROMO);
  return typeof v === 'string' && v ? v : null;
}

export function writePromoCode(code: string | null) {
  if (code === null) sessionStorage.removeItem(CART_PROMO);
  else sessionStorage.setItem(CART_PROMO, JSON.stringify(code));
}

/** Empties the cart (trash button, or after a successful payment). */
export function clearCart() {
  for (const key of [CART_ITEM, CART_UPSELL, CART_PROMO]) sessionStorage.removeItem(key);
}

/**
 * 'Bayar Lagi' of an expired or failed order (decision 250): puts the order's packages back in the
 * cart (its first course as the cart item, a second one as the added upsell, and its promo code),
 * where the cart prices them again. False when the first package no longer exists (nothing stored).
 */
export function refillCart(items: readonly { slug: string; price_id: number | null }[], promoCode: string | null): boolean {
  const [first, second] = items;
  if (!first || first.price_id === null) return false;
  clearCart();
  sessionStorage.setItem(CART_ITEM, JSON.stringify({ slug: first.slug, priceId: first.price_id }));
  writeUpsellPriceId(second?.price_id ?? null);
  writePromoCode(promoCode);
  return true;
}
