import { PROMO_TEXT, promoProblems, type CreatePromo, type UpdatePromo } from '@kelas/contracts/promos';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { presentPromo } from './presenters.ts';
import { codeTaken, existingCourseIds, findPromo, insertPromo, replacePromoCourses, updatePromoRow, type PromoWithCourses } from './queries.ts';

type Actor = { actorId: number; ip: string | null; now: Date };
const dbKind = (k: 'percent' | 'amount') => (k === 'amount' ? ('fixed' as const) : ('percent' as const));
const date = (s: string | null | undefined) => (s ? new Date(s) : null);

async function checkCourses(tx: DbOrTx, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await existingCourseIds(tx, ids);
  if (ids.some((id) => !found.has(id))) throw fieldError('course_ids', PROMO_TEXT.courseUnknown, 'COURSE_UNKNOWN');
}

/**
 * Creates a promo code with its course restriction and an audit row
 * (`promo.create`) in one transaction. 409 CODE_TAKEN for a duplicate code (the unique index
 * decides); 422 `course_ids` for an unknown course. The schema already checked the other rules.
 */
export async function createPromo(db: Db, input: CreatePromo, actor: Actor): Promise<PromoWithCourses> {
  return db.transaction(async (tx) => {
    await checkCourses(tx, input.course_ids);
    const row = await insertPromo(tx, {
      code: input.code,
      kind: dbKind(input.kind),
      value: input.value,
      startsAt: date(input.starts_at),
      endsAt: date(input.ends_at),
      maxUses: input.max_uses ?? null,
      maxUsesPerLearner: input.max_uses_per_learner ?? null,
      active: input.active ?? true,
      createdAt: actor.now,
    });
    if (!row) throw conflict(PROMO_TEXT.codeTaken, 'CODE_TAKEN');
    await replacePromoCourses(tx, row.id, input.course_ids ?? []);
    const saved = (await findPromo(tx, row.id))!;
    await recordAudit(tx, { actorId: actor.actorId, action: 'promo.create', entityType: 'promo_code', entityId: row.id, after: presentPromo(saved, actor.now), ip: actor.ip });
    return saved;
  });
}

/**
 * Edits a promo code (any field; `active: false` deactivates it) under a row lock, with an audit
 * row (`promo.update`, before and after). The merged code must follow the rules (422: percent over
 * 100, end not after start); 404 unknown; 409 CODE_TAKEN; 422 unknown course.
 */
export async function updatePromo(db: Db, id: number, input: UpdatePromo, actor: Actor): Promise<PromoWithCourses> {
  return db.transaction(async (tx) => {
    const before = await findPromo(tx, id, true);
    if (!before) throw notFound(PROMO_TEXT.notFound);
    const was = presentPromo(before, actor.now);
    const merged = { ...was, ...input };
    const problems = promoProblems(merged);
    if (problems.length > 0) throw new AppError(422, problems[0]!.message, 'VALIDATION', Object.fromEntries(problems.map((p) => [p.path, [p.message]])));
    if (input.code !== undefined && input.code !== before.code && (await codeTaken(tx, input.code, id))) throw conflict(PROMO_TEXT.codeTaken, 'CODE_TAKEN');
    await checkCourses(tx, input.course_ids);
    await updatePromoRow(tx, id, {
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.kind !== undefined ? { kind: dbKind(input.kind) } : {}),
      ...(input.value !== undefined ? { value: input.value } : {}),
      ...(input.starts_at !== undefined ? { startsAt: date(input.starts_at) } : {}),
      ...(input.ends_at !== undefined ? { endsAt: date(input.ends_at) } : {}),
      ...(input.max_uses !== undefined ? { maxUses: input.max_uses } : {}),
      ...(input.max_uses_per_learner !== undefined ? { maxUsesPerLearner: input.max_uses_per_learner } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    });
    if (input.course_ids !== undefined) await replacePromoCourses(tx, id, input.course_ids);
    const saved = (await findPromo(tx, id))!;
    await recordAudit(tx, { actorId: actor.actorId, action: 'promo.update', entityType: 'promo_code', entityId: id, before: was, after: presentPromo(saved, actor.now), ip: actor.ip });
    return saved;
  });
}
