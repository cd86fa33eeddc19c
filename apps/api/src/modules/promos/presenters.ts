import { promoStatus, type Promo } from '@kelas/contracts/promos';
import type { PromoWithCourses } from './queries.ts';

/** A promo code as the console shows it (`fixed` is the API's `amount`), with its status at `now` (decision 263). */
export function presentPromo(p: PromoWithCourses, now: Date): Promo {
  const shown: Omit<Promo, 'status'> = {
    id: p.id,
    code: p.code,
    kind: p.kind === 'fixed' ? 'amount' : 'percent',
    value: p.value,
    starts_at: p.startsAt?.toISOString() ?? null,
    ends_at: p.endsAt?.toISOString() ?? null,
    max_uses: p.maxUses,
    max_uses_per_learner: p.maxUsesPerLearner,
    courses: p.courses,
    active: p.active,
    used_count: p.usedCount,
    created_at: p.createdAt.toISOString(),
  };
  return { ...shown, status: promoStatus(shown, now) };
}
