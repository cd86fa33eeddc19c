import type { Promo } from '@kelas/contracts/promos';
import type { PromoWithCourses } from './queries.ts';

/** A promo code as the console shows it (`fixed` is the API's `amount`). */
export function presentPromo(p: PromoWithCourses): Promo {
  return {
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
}
