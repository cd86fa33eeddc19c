import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { itemProgress, items, materials, pricePackages, prices } from '../../../db/schema/index.ts';

/** SQL of chapters (materials), items and price packages in the studio. */

export type ChapterRow = typeof materials.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type PackageRow = typeof pricePackages.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
/** A drip rule as the chapter and item rows hold it (decision 288): at most one of the two set. */
export type ReleaseRule = { releaseAfterDays: number | null; releaseAt: Date | null };

// ─── Chapters ───

export async function findChapter(db: DbOrTx, id: number, lock = false): Promise<ChapterRow | null> {
  const q = db.select().from(materials).where(eq(materials.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listChapters(db: DbOrTx, courseId: number): Promise<ChapterRow[]> {
  return db.select().from(materials).where(eq(materials.courseId, courseId)).orderBy(asc(materials.position), asc(materials.id));
}

export async function insertChapter(tx: DbOrTx, v: { courseId: number; title: string; prakerjaSequence?: number | null } & Partial<ReleaseRule>): Promise<ChapterRow> {
  const [row] = await tx
    .insert(materials)
    .values({ ...v, position: sql`(select coalesce(max(position), -1) + 1 from materials where course_id = ${v.courseId})` })
    .returning();
  return row!;
}

export async function updateChapterRow(tx: DbOrTx, id: number, set: { title: string; prakerjaSequence?: number | null } & Partial<ReleaseRule>): Promise<ChapterRow> {
  const [row] = await tx.update(materials).set({ ...set, version: sql`${materials.version} + 1` }).where(eq(materials.id, id)).returning();
  return row!;
}

export async function deleteChapterRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(materials).where(eq(materials.id, id));
}

export async function setChapterPositions(tx: DbOrTx, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.update(materials).set({ position }).where(eq(materials.id, id));
}

// ─── Items ───

export async function findItem(db: DbOrTx, id: number, lock = false): Promise<ItemRow | null> {
  const q = db.select().from(items).where(eq(items.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listItemsOfCourse(db: DbOrTx, courseId: number): Promise<(ItemRow & { completedCount: number })[]> {
  const rows = await db
    .select({ item: items, completedCount: sql<number>`(select count(*)::int from item_progress p where p.item_id = "items"."id")` })
    .from(items)
    .where(eq(items.courseId, courseId))
    .orderBy(asc(items.position), asc(items.id));
  return rows.map((r) => ({ ...r.item, completedCount: Number(r.completedCount) }));
}

/** The chapter's item ids in their order. */
export async function listItemIdsOfChapter(db: DbOrTx, chapterId: number): Promise<number[]> {
  const rows = await db.select({ id: items.id }).from(items).where(eq(items.materialId, chapterId)).orderBy(asc(items.position), asc(items.id));
  return rows.map((r) => r.id);
}

export async function insertItem(
  tx: DbOrTx,
  v: { materialId: number; courseId: number; title: string; itemType: ItemRow['itemType']; detail: Record<string, unknown>; prakerjaSequence?: number | null } & Partial<ReleaseRule>,
): Promise<ItemRow> {
  const [row] = await tx
    .insert(items)
    .values({ ...v, position: sql`(select coalesce(max(position), -1) + 1 from items where material_id = ${v.materialId})` })
    .returning();
  return row!;
}

export async function updateItemRow(tx: DbOrTx, id: number, set: { title?: string; detail?: Record<string, unknown>; prakerjaSequence?: number | null } & Partial<ReleaseRule>): Promise<ItemRow> {
  const [row] = await tx.update(items).set({ ...set, version: sql`${items.version} + 1` }).where(eq(items.id, id)).returning();
  return row!;
}

export async function deleteItemRows(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(items).where(inArray(items.id, ids));
}

/** Puts the item in another chapter (of the same course; positions are set by setItemPositions). */
export async function setItemChapter(tx: DbOrTx, id: number, chapterId: number): Promise<ItemRow> {
  const [row] = await tx.update(items).set({ materialId: chapterId }).where(eq(items.id, id)).returning();
  return row!;
}

export async function setItemPositions(tx: DbOrTx, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await tx.update(items).set({ position }).where(eq(items.id, id));
}

/** Distinct learners who completed any of the items. */
export async function countLearnersWhoCompleted(db: DbOrTx, itemIds: number[]): Promise<number> {
  if (!itemIds.length) return 0;
  const [row] = await db.select({ n: sql<number>`count(distinct ${itemProgress.userId})::int` }).from(itemProgress).where(inArray(itemProgress.itemId, itemIds));
  return Number(row?.n ?? 0);
}

// ─── Price packages ───

export async function findPackage(db: DbOrTx, id: number, lock = false): Promise<PackageRow | null> {
  const q = db.select().from(pricePackages).where(eq(pricePackages.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function listPackages(db: DbOrTx, courseId: number): Promise<PackageRow[]> {
  return db.select().from(pricePackages).where(eq(pricePackages.courseId, courseId)).orderBy(asc(pricePackages.position), asc(pricePackages.id));
}

export async function listPricesOf(db: DbOrTx, packageIds: number[]): Promise<PriceRow[]> {
  if (!packageIds.length) return [];
  return db.select().from(prices).where(inArray(prices.packageId, packageIds)).orderBy(asc(prices.position), asc(prices.id));
}

export async function insertPackage(tx: DbOrTx, v: { courseId: number; name: string; benefits: string[]; onSale?: boolean }): Promise<PackageRow> {
  const [row] = await tx
    .insert(pricePackages)
    .values({ ...v, position: sql`(select coalesce(max(position), -1) + 1 from price_packages where course_id = ${v.courseId})` })
    .returning();
  return row!;
}

export async function updatePackageRow(tx: DbOrTx, id: number, set: { name?: string; benefits?: string[]; onSale?: boolean }): Promise<PackageRow> {
  const [row] = await tx.update(pricePackages).set({ ...set, version: sql`${pricePackages.version} + 1` }).where(eq(pricePackages.id, id)).returning();
  return row!;
}

export async function deletePackageRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(pricePackages).where(eq(pricePackages.id, id));
}

/**
 * Makes the package's prices exactly `list`, in order: entries with an id update that price in
 * place (orders keep pointing at it), the others are inserted, prices not listed are deleted
 * (order lines keep their amounts; their price_id becomes null).
 */
export async function replacePrices(tx: DbOrTx, packageId: number, list: { id?: number | undefined; price: number; discount: number }[]): Promise<void> {
  const keep = list.flatMap((p) => (p.id ? [p.id] : []));
  const existing = await tx.select({ id: prices.id }).from(prices).where(eq(prices.packageId, packageId));
  const gone = existing.map((r) => r.id).filter((id) => !keep.includes(id));
  if (gone.length) await tx.delete(prices).where(inArray(prices.id, gone));
  for (const [position, p] of list.entries()) {
    if (p.id) await tx.update(prices).set({ price: p.price, discount: p.discount, position }).where(and(eq(prices.id, p.id), eq(prices.packageId, packageId)));
    else await tx.insert(prices).values({ packageId, price: p.price, discount: p.discount, position });
  }
}

export async function priceIdsOf(db: DbOrTx, packageId: number): Promise<Set<number>> {
  const rows = await db.select({ id: prices.id }).from(prices).where(eq(prices.packageId, packageId));
  return new Set(rows.map((r) => r.id));
}

/** Orders (any state) that bought a price of each package of the course: package id → count. */
export async function orderCountsByPackage(db: DbOrTx, courseId: number): Promise<Map<number, number>> {
  const rows = await db.execute<{ package_id: number; n: number }>(sql`
    select p.package_id, count(distinct oi.order_id)::int as n
    from order_items oi join prices p on p.id = oi.price_id join price_packages pp on pp.id = p.package_id
    where pp.course_id = ${courseId} group by p.package_id`);
  return new Map((rows as unknown as { rows: { package_id: number; n: number }[] }).rows.map((r) => [Number(r.package_id), Number(r.n)]));
}

/** How many packages the course has. */
/** Whether the course has a package on sale with a price above 0 rupiah. */
export async function hasPaidPackageOnSale(db: DbOrTx, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: prices.id })
    .from(prices)
    .innerJoin(pricePackages, eq(pricePackages.id, prices.packageId))
    .where(and(eq(pricePackages.courseId, courseId), eq(pricePackages.onSale, true), sql`${prices.price} > 0`))
    .limit(1);
  return row !== undefined;
}

export async function countPackages(db: DbOrTx, courseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pricePackages).where(eq(pricePackages.courseId, courseId));
  return Number(row?.n ?? 0);
}
