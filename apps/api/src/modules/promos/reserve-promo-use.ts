import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { promoLimitProblem } from './check-promo-rules.ts';
import { addPaidPromoUse, lockPromoRow } from './queries.ts';

/**
 * At order creation, in the order's transaction and after the learner's replaced pending orders
 * were cancelled: locks the code and checks that a use is left (total and per learner, paid and
 * pending orders counted); the order about to be inserted then holds that use until it is paid or
 * expires (decision 223). Errors: 422 on `promo_code` (PROMO_INVALID) with the limit's message.
 */
export async function reservePromoUse(tx: DbOrTx, opts: { promoId: number; userId: number; courseIds: number[]; now: Date }): Promise<void> {
  const promo = await lockPromoRow(tx, opts.promoId);
  if (!promo) throw fieldError('promo_code', CHECKOUT_MESSAGES.promoNotFound, 'PROMO_NOT_FOUND');
  const problem = await promoLimitProblem(tx, { promo, userId: opts.userId, now: opts.now, replacingCourseIds: opts.courseIds });
  if (problem) throw fieldError('promo_code', problem, 'PROMO_INVALID');
}

/**
 * At payment, in the payment's transaction (after the order row was marked paid): locks the code,
 * checks the limits again with this order left out (its hold may have lapsed: it expired and
 * another order took the use), and counts the paid use. Errors: 409 PROMO_USED_UP with the limit's
 * message, and the caller's transaction writes nothing (the gateway's notification is refused and
 * retried; an operator refunds the payment if the code never frees up).
 */
export async function confirmPromoUse(tx: DbOrTx, opts: { promoId: number; orderId: number; userId: number; now: Date }): Promise<void> {
  const promo = await lockPromoRow(tx, opts.promoId);
  if (!promo) return; // deleted since: nothing left to count
  const problem = await promoLimitProblem(tx, { promo, userId: opts.userId, now: opts.now, exceptOrderId: opts.orderId });
  if (problem) throw new AppError(409, problem, 'PROMO_USED_UP');
  await addPaidPromoUse(tx, promo.id);
}
