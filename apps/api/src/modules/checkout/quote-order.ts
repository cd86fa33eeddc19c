import { CHECKOUT_MESSAGES, orderTotals, type Totals } from '@kelas/contracts/checkout';
import { finalPrice } from '@kelas/contracts/money';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, fieldError } from '../../lib/app-error.ts';
import { courseAvailability } from '@kelas/contracts/catalogue';
import { hasOpenCohort } from '../catalogue/course-availability.ts';
import { promoRuleProblem } from '../promos/check-promo-rules.ts';
import { findOwnedCourseIds, findPricesWithCourse, findPromoByCode, type PriceWithCourse, type PromoRow } from './queries.ts';
import { readTaxSetting } from './read-tax-setting.ts';

export type PricedLine = PriceWithCourse & { /** Rupiah after the package discount. */ amount: number };
export type PricedOrder = { lines: PricedLine[]; promo: PromoRow | null; totals: Totals };

/**
 * Why a promo code cannot be used at `now`, or null when it can: not started, ended, or every use
 * paid (uses held by pending orders are counted by `promoRuleProblem`, decision 223).
 */
export function promoProblem(promo: PromoRow, now: Date): string | null {
  if (promo.startsAt && promo.startsAt.getTime() > now.getTime()) return CHECKOUT_MESSAGES.promoNotStarted;
  if (promo.endsAt && promo.endsAt.getTime() < now.getTime()) return CHECKOUT_MESSAGES.promoExpired;
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return CHECKOUT_MESSAGES.promoUsedUp;
  return null;
}

/**
 * Prices an order from the database, never from the client: each priceId's
 * package price minus its discount (whole rupiah), an optional promo code, the academy's tax
 * setting (`readTaxSetting`: 11 % added by default).
 * Errors: 422 `items.N.priceId` for an unknown price, 422 `items` for a course twice or a course
 * that cannot be bought yet (a free class without an open cohort), 422 `promo_code` (unknown, not started, expired, used up;
 * and the console's rules: inactive, other courses, the learner's own limit),
 * 409 ALREADY_OWNED when the learner is enrolled in one of the courses.
 */
export async function quoteOrder(
  db: DbOrTx,
  opts: { userId: number; priceIds: number[]; promoCode?: string | null | undefined; now: Date },
): Promise<PricedOrder> {
  const found = await findPricesWithCourse(db, [...new Set(opts.priceIds)]);
  const byId = new Map(found.map((p) => [p.priceId, p]));
  const lines: PricedLine[] = [];
  for (const [i, priceId] of opts.priceIds.entries()) {
    const p = byId.get(priceId);
    if (!p) throw fieldError(`items.${i}.priceId`, CHECKOUT_MESSAGES.priceNotFound, 'PRICE_NOT_FOUND');
    // A free class waits for an open cohort (decision 255): the same rule as its card and page.
    if (courseAvailability({ kind: p.course.kind, hasPrice: true, openCohort: hasOpenCohort(p.course) }) !== 'open') {
      throw fieldError('items', CHECKOUT_MESSAGES.notPurchasable, 'NOT_PURCHASABLE');
    }
    lines.push({ ...p, amount: finalPrice(p.price, p.discount) });
  }
  const courseIds = lines.map((l) => l.course.id);
  if (new Set(courseIds).size !== courseIds.length) throw fieldError('items', CHECKOUT_MESSAGES.duplicateCourse, 'DUPLICATE_COURSE');
  const owned = await findOwnedCourseIds(db, opts.userId, courseIds);
  if (owned.size > 0) throw conflict(CHECKOUT_MESSAGES.alreadyOwned, 'ALREADY_OWNED');

  let promo: PromoRow | null = null;
  if (opts.promoCode) {
    promo = await findPromoByCode(db, opts.promoCode);
    if (!promo) throw fieldError('promo_code', CHECKOUT_MESSAGES.promoNotFound, 'PROMO_NOT_FOUND');
    const problem = promoProblem(promo, opts.now) ?? (await promoRuleProblem(db, { promo, userId: opts.userId, courseIds, now: opts.now }));
    if (problem) throw fieldError('promo_code', problem, 'PROMO_INVALID');
  }
  const totals = orderTotals(
    lines.map((l) => l.amount),
    promo ? { kind: promo.kind, value: promo.value } : null,
    await readTaxSetting(db),
  );
  if (totals.total < 0) throw new AppError(422, CHECKOUT_MESSAGES.priceInvalid);
  return { lines, promo, totals };
}
