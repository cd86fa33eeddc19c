import { coursePrice, type CourseDetail, type CoursePrice, type CourseTypeName, type Mentor, type PricePackage } from '@kelas/contracts/catalogue';
import type { CartItem } from '@kelas/contracts/checkout';
import { finalPrice } from '@kelas/contracts/money';

/** Rules of the course detail page (spec 2.9). Pure, so they are tested without a browser. */

/**
 * Hero kind badge (key in the `catalogue` namespace): 'Record Webinar', 'Learning Video', or for a
 * free class 'Coming Soon', and 'Free Class' once a cohort is open for joining (decision 285).
 */
export function heroBadge(type: CourseTypeName, availability?: CourseDetail['availability']): 'kinds.recordWebinar' | 'kinds.learningVideo' | 'kinds.freeClass' | 'detail.comingSoon' {
  if (type === 'record webinar') return 'kinds.recordWebinar';
  if (type === 'learning video') return 'kinds.learningVideo';
  return availability === 'open' ? 'kinds.freeClass' : 'detail.comingSoon';
}

/** Main button text (key in the `catalogue` namespace): 'Tonton Sekarang' for a record webinar, otherwise 'Daftar Sekarang'. */
export function mainActionLabel(type: CourseTypeName): 'detail.watchNow' | 'detail.registerNow' {
  return type === 'record webinar' ? 'detail.watchNow' : 'detail.registerNow';
}

/** True when at least one package holds a price. */
export function hasPrices(course: Pick<CourseDetail, 'prices'>): boolean {
  return course.prices.some((p) => p.prices.length > 0);
}

/**
 * The main button is disabled unless the course can be taken now (the server's `availability`,
 * decision 255): a free class without an open cohort, or a course without prices.
 */
export function isMainActionDisabled(course: Pick<CourseDetail, 'availability' | 'prices'>): boolean {
  return course.availability !== 'open' || !hasPrices(course);
}

/** A shown price: rupiah before discount, the discount percent, the rounded final rupiah, and 'Mulai dari' when `from`. */
export type ShownPrice = { price: number; discount: number; final: number; from?: boolean };

/** The price of a package: its first price entry (decision 013) with its id (the cart's priceId), or null when it has none. */
export function packagePrice(pkg: Pick<PricePackage, 'prices'>): (ShownPrice & { id: number }) | null {
  const p = pkg.prices[0];
  return p ? { id: p.id, price: p.price, discount: p.discount, final: finalPrice(p.price, p.discount) } : null;
}

/**
 * The course's one price in the hero and the side navigation: the same rule as its card
 * (`coursePrice`, decision 253), the lowest of its packages, 'Mulai dari' when they differ; null
 * without a price.
 */
export function headlinePrice(course: Pick<CourseDetail, 'prices'>): CoursePrice | null {
  return coursePrice(course.prices);
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
