import { STUDIO_MESSAGES, type CreatePackageBody } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { assertVersion, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { assertCanEditCourse, loadPackageForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { deletePackageRow, insertPackage, listPricesOf, priceIdsOf, replacePrices, updatePackageRow, type PackageRow, type PriceRow } from './queries/structure.ts';

type PriceInput = { id?: number | undefined; price: number; discount: number };
export type SavedPackage = { pkg: PackageRow; prices: PriceRow[]; courseId: number };

/**
 * POST /api/admin/courses/{id}/packages (issue 13 item 3): a package with its prices (rupiah,
 * discount percent) appended last. One transaction, audit row. 404/403 from the course policy.
 */
export async function createPackage(db: Db, opts: { actor: Actor; courseId: number; body: { name: string; benefits: string[]; prices: PriceInput[] } & Partial<CreatePackageBody>; now: Date }): Promise<SavedPackage> {
  return db.transaction(async (tx) => {
    const course = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    const pkg = await insertPackage(tx, { courseId: course.id, name: opts.body.name, benefits: opts.body.benefits });
    await replacePrices(tx, pkg.id, opts.body.prices.map(({ price, discount }) => ({ price, discount })));
    const prices = await listPricesOf(tx, [pkg.id]);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'package.create', entityType: 'package', entityId: pkg.id, after: { ...pkg, prices } });
    return { pkg, prices, courseId: course.id };
  });
}

/**
 * PATCH /api/admin/packages/{id}: name, benefits and/or the whole price list (entries with an id
 * keep that price, so existing order lines stay linked). 422 `prices` for an id of another
 * package; 409 STALE_VERSION. One transaction, audit row.
 */
export async function updatePackage(
  db: Db,
  opts: { actor: Actor; packageId: number; body: { name?: string | undefined; benefits?: string[] | undefined; prices?: PriceInput[] | undefined }; expected: number | undefined; now: Date },
): Promise<SavedPackage> {
  return db.transaction(async (tx) => {
    const { pkg: before, course } = await loadPackageForEdit(tx, opts.actor, opts.packageId, true);
    assertVersion(before.version, opts.expected);
    const pricesBefore = await listPricesOf(tx, [before.id]);
    if (opts.body.prices) {
      const own = await priceIdsOf(tx, before.id);
      const ids = opts.body.prices.flatMap((p) => (p.id ? [p.id] : []));
      if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) throw fieldError('prices', STUDIO_MESSAGES.priceInvalid);
      await replacePrices(tx, before.id, opts.body.prices);
    }
    const pkg = await updatePackageRow(tx, before.id, {
      ...(opts.body.name !== undefined ? { name: opts.body.name } : {}),
      ...(opts.body.benefits !== undefined ? { benefits: opts.body.benefits } : {}),
    });
    const prices = await listPricesOf(tx, [pkg.id]);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'package.update', entityType: 'package', entityId: pkg.id, before: { ...before, prices: pricesBefore }, after: { ...pkg, prices } });
    return { pkg, prices, courseId: course.id };
  });
}

/** DELETE /api/admin/packages/{id}: order lines keep their amounts (their price link becomes null). Audit row. */
export async function deletePackage(db: Db, opts: { actor: Actor; packageId: number; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const { pkg, course } = await loadPackageForEdit(tx, opts.actor, opts.packageId, true);
    const prices = await listPricesOf(tx, [pkg.id]);
    await deletePackageRow(tx, pkg.id);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'package.delete', entityType: 'package', entityId: pkg.id, before: { ...pkg, prices } });
    return course.id;
  });
}
