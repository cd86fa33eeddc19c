import { STUDIO_MESSAGES, type CreatePackageBody } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError } from '../../lib/app-error.ts';
import { assertVersion, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { assertCanEditCourse, loadPackageForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { countPackages, deletePackageRow, insertPackage, listPricesOf, orderCountsByPackage, priceIdsOf, replacePrices, updatePackageRow, type PackageRow, type PriceRow } from './queries/structure.ts';

type PriceInput = { id?: number | undefined; price: number; discount: number };
export type SavedPackage = { pkg: PackageRow; prices: PriceRow[]; courseId: number; orderCount: number };

/**
 * POST /api/admin/courses/{id}/packages: a package with its prices (rupiah,
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
    return { pkg, prices, courseId: course.id, orderCount: 0 };
  });
}

/**
 * PATCH /api/admin/packages/{id}: name, benefits, the whole price list (entries with an id
 * keep that price, so existing order lines stay linked) and/or `on_sale` (false hides it from
 * sale: the page and the cart no longer offer it, orders keep it; decision 261). 422 `prices` for
 * an id of another package; 409 STALE_VERSION. One transaction, audit row.
 */
export async function updatePackage(
  db: Db,
  opts: { actor: Actor; packageId: number; body: { name?: string | undefined; benefits?: string[] | undefined; prices?: PriceInput[] | undefined; on_sale?: boolean | undefined }; expected: number | undefined; now: Date },
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
      ...(opts.body.on_sale !== undefined ? { onSale: opts.body.on_sale } : {}),
    });
    const prices = await listPricesOf(tx, [pkg.id]);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'package.update', entityType: 'package', entityId: pkg.id, before: { ...before, prices: pricesBefore }, after: { ...pkg, prices } });
    return { pkg, prices, courseId: course.id, orderCount: (await orderCountsByPackage(tx, course.id)).get(pkg.id) ?? 0 };
  });
}

/**
 * DELETE /api/admin/packages/{id} (decision 261): a package nobody ordered, and not the last one of
 * a published course (the publish checklist holds on every later save). 409 PACKAGE_HAS_ORDERS or
 * LAST_PACKAGE: hide it from sale instead (`on_sale: false`). Audit row.
 */
export async function deletePackage(db: Db, opts: { actor: Actor; packageId: number; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const { pkg, course } = await loadPackageForEdit(tx, opts.actor, opts.packageId, true);
    if (((await orderCountsByPackage(tx, course.id)).get(pkg.id) ?? 0) > 0) throw conflict(STUDIO_MESSAGES.packageHasOrders, 'PACKAGE_HAS_ORDERS');
    if (course.status === 'published' && (await countPackages(tx, course.id)) <= 1) throw conflict(STUDIO_MESSAGES.lastPackage, 'LAST_PACKAGE');
    const prices = await listPricesOf(tx, [pkg.id]);
    await deletePackageRow(tx, pkg.id);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'package.delete', entityType: 'package', entityId: pkg.id, before: { ...pkg, prices } });
    return course.id;
  });
}
