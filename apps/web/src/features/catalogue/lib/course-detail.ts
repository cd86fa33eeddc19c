import type { CourseDetail, CourseTypeName, Mentor, PricePackage } from '@kelas/contracts/catalogue';
import type { CartItem } from '@kelas/contracts/checkout';
import { finalPrice } from '@kelas/contracts/money';

/** Rules of the course detail page (spec 2.9). Pure, so they are tested without a browser. */

/** Hero kind badge (key in the `catalogue` namespace): 'Record Webinar', 'Learning Video', or 'Coming Soon' for a free class. */
export function heroBadge(type: CourseTypeName): 'kinds.recordWebinar' | 'kinds.learningVideo' | 'detail.comingSoon' {
  if (type === 'record webinar') return 'kinds.recordWebinar';
  if (type === 'learning video') return 'kinds.learningVideo';
  return 'detail.comingSoon';
}

/** Main button text (key in the `catalogue` namespace): 'Tonton Sekarang' for a record webinar, otherwise 'Daftar Sekarang'. */
export function mainActionLabel(type: CourseTypeName): 'detail.watchNow' | 'detail.registerNow' {
  return type === 'record webinar' ? 'detail.watchNow' : 'detail.registerNow';
}

/** True when at least one package holds a price. */
export function hasPrices(course: Pick<CourseDetail, 'prices'>): boolean {
  return course.prices.some((p) => p.prices.length > 0);
}

/** The main button is disabled for a free class or when the course has no prices. */
export function isMainActionDisabled(course: Pick<CourseDetail, 'type' | 'prices'>): boolean {
  return course.type === 'free class' || !hasPrices(course);
}

/** A shown price: rupiah before discount, the discount percent and the rounded final rupiah. */
export type ShownPrice = { id: number; price: number; discount: number; final: number };

/** The price of a package: its first price entry (decision 013), or null when it has none. */
export function packagePrice(pkg: Pick<PricePackage, 'prices'>): ShownPrice | null {
  const p = pkg.prices[0];
  return p ? { id: p.id, price: p.price, discount: p.discount, final: finalPrice(p.price, p.discount) } : null;
}

/** The hero's price card: the first package that has a price (decision 013); null without one. */
export function headlinePrice(course: Pick<CourseDetail, 'prices'>): ShownPrice | null {
  for (const pkg of course.prices) {
    const p = packagePrice(pkg);
    if (p) return p;
  }
  return null;
}

/** The 'Include' list is shown only when a package has more than one benefit and the first is not '-'. */
export function showInclude(benefits: readonly string[]): boolean {
  return benefits.length > 1 && benefits[0] !== '-';
}

/** A mentor's profession, `fallback` ('Professional') when missing or blank. */
export function mentorProfession(mentor: Pick<Mentor, 'profession'>, fallback = 'Professional'): string {
  return mentor.profession?.trim() || fallback;
}

/** Session-storage key of the cart item (spec 3 "Cart item", section 9 storage keys). */
export const CART_ITEM_KEY = 'cartItem';

/** Stores the chosen package for the cart: sessionStorage 'cartItem' = JSON { slug, priceId }. */
export function saveCartItem(item: CartItem, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(CART_ITEM_KEY, JSON.stringify(item));
}
