import { PROMO_TEXT } from '@kelas/contracts/promos';
import type { DbOrTx } from '../../db/client.ts';
import { learnerPromoUses, restrictedCourseIds, type PromoRow } from './queries.ts';

/**
 * The console's promo rules the checkout honours (issue 14 item 3, decision 152), or null when
 * the code may be used: an inactive code is refused; a code restricted to courses takes a cart
 * only when every course in it is one of them; a per-learner limit counts the learner's paid
 * orders that used the code (a pending order is replaced by the learner's next one, decision 041).
 */
export async function promoRuleProblem(db: DbOrTx, opts: { promo: PromoRow; userId: number; courseIds: number[] }): Promise<string | null> {
  const { promo } = opts;
  if (!promo.active) return PROMO_TEXT.inactive;
  const allowed = await restrictedCourseIds(db, promo.id);
  if (allowed.length > 0 && !opts.courseIds.every((id) => allowed.includes(id))) return PROMO_TEXT.courseRestricted;
  if (promo.maxUsesPerLearner !== null && (await learnerPromoUses(db, { promoId: promo.id, userId: opts.userId })) >= promo.maxUsesPerLearner) {
    return PROMO_TEXT.learnerLimit;
  }
  return null;
}
