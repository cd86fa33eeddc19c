import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { findCourseBySlug, findOwnedCourseIds, findPricesWithCourse, findUpsellPrice, type PriceWithCourse } from './queries.ts';

/**
 * The cart's course (spec 2.16, 7 "POST /course/{slug}/cart"): the course of `slug` with the price
 * `priceId`, which must belong to one of its packages, and whether the learner already owns it.
 * Errors: 404 'Kelas tidak ditemukan' for an unknown slug; 422 `priceId` for a price of another
 * course or none.
 */
export async function loadCartCourse(db: DbOrTx, opts: { userId: number; slug: string; priceId: number }): Promise<{ price: PriceWithCourse; owned: boolean }> {
  const course = await findCourseBySlug(db, opts.slug);
  if (!course) throw notFound(CHECKOUT_MESSAGES.courseNotFound);
  const [price] = await findPricesWithCourse(db, [opts.priceId]);
  if (!price || price.course.id !== course.id) throw fieldError('priceId', CHECKOUT_MESSAGES.priceNotFound, 'PRICE_NOT_FOUND');
  const owned = await findOwnedCourseIds(db, opts.userId, [course.id]);
  return { price, owned: owned.has(course.id) };
}

/**
 * The upsell of 'Lengkapi Pembelajaran Kamu' for the cart of `slug` (decision 040): the cheapest
 * paid record webinar the learner does not own, other than the cart's course; null when none.
 * 404 for an unknown slug.
 */
export async function findUpsell(db: DbOrTx, opts: { userId: number; slug: string }): Promise<PriceWithCourse | null> {
  const course = await findCourseBySlug(db, opts.slug);
  if (!course) throw notFound(CHECKOUT_MESSAGES.courseNotFound);
  return findUpsellPrice(db, { userId: opts.userId, excludeCourseId: course.id });
}
