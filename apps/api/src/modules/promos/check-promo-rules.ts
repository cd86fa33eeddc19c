import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import { PROMO_TEXT } from '@kelas/contracts/promos';
import type { DbOrTx } from '../../db/client.ts';
import { countPromoUses, restrictedCourseIds, type PromoRow } from './queries.ts';

type PromoLimits = Pick<PromoRow, 'id' | 'usedCount' | 'maxUses' | 'maxUsesPerLearner'>;

/**
 * Why the code has no use left for the learner's order, or null (decision 223). A pending order
 * holds its use until it is paid or expires, so both limits count paid and live pending orders:
 * - total: paid uses (`used_count`) plus every other live pending order with the code reach
 *   `max_uses` → CHECKOUT_MESSAGES.promoUsedUp;
 * - per learner: the learner's paid and live pending orders with the code reach
 *   `max_uses_per_learner` → PROMO_TEXT.learnerLimit.
 * `replacingCourseIds`: the learner's pending orders with one of these courses are left out (a new
 * order replaces them, decision 041); `exceptOrderId`: the order being paid is left out. Exact
 * only under `lockPromoRow` (order creation and payment take it); a quote reads without it.
 */
export async function promoLimitProblem(
  db: DbOrTx,
  opts: { promo: PromoLimits; userId: number; now: Date; replacingCourseIds?: number[]; exceptOrderId?: number },
): Promise<string | null> {
  const { promo } = opts;
  const scope = {
    promoId: promo.id,
    now: opts.now,
    exceptOrderId: opts.exceptOrderId,
    replacing: opts.replacingCourseIds ? { userId: opts.userId, courseIds: opts.replacingCourseIds } : undefined,
  };
  if (promo.maxUses !== null && promo.usedCount + (await countPromoUses(db, scope, { paid: false })) >= promo.maxUses) return CHECKOUT_MESSAGES.promoUsedUp;
  if (promo.maxUsesPerLearner !== null && (await countPromoUses(db, { ...scope, userId: opts.userId }, { paid: true })) >= promo.maxUsesPerLearner) {
    return PROMO_TEXT.learnerLimit;
  }
  return null;
}

/**
 * The console's promo rules the checkout honours (decision 152), or null when
 * the code may be used: an inactive code is refused; a code restricted to courses takes a cart
 * only when every course in it is one of them; then the limits (`promoLimitProblem`), counting the
 * learner's pending orders except those the cart would replace.
 */
export async function promoRuleProblem(db: DbOrTx, opts: { promo: PromoRow; userId: number; courseIds: number[]; now: Date }): Promise<string | null> {
  const { promo } = opts;
  if (!promo.active) return PROMO_TEXT.inactive;
  const allowed = await restrictedCourseIds(db, promo.id);
  if (allowed.length > 0 && !opts.courseIds.every((id) => allowed.includes(id))) return PROMO_TEXT.courseRestricted;
  return promoLimitProblem(db, { promo, userId: opts.userId, now: opts.now, replacingCourseIds: opts.courseIds });
}
