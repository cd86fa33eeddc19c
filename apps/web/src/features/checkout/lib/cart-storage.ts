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
