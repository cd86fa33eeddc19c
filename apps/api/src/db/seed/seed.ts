import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { catalogueFilesPresent, seedCatalogue, writeCatalogueFiles } from './catalogue.ts';
import { seedCheckout } from './checkout.ts';
import { seedCohorts } from './cohorts.ts';
import { seedReviews } from './reviews.ts';
import { seedUsers } from './users.ts';
import { seedVouchers } from './vouchers.ts';

export type SeedContext = { db: Db; storage: StorageDriver; log?: Pick<FastifyBaseLogger, 'info'> };

/**
 * Seeds demo accounts, the catalogue with course content, the demo learner's enrolments, the
 * courses' reviews by seeded learners, promo codes, a demo voucher batch and one free class's open cohort (decision 285). Idempotent: every step upserts by a natural key
 * (e-mail, slug, code), so running it twice changes nothing.
 */
export async function seedAll(ctx: SeedContext): Promise<void> {
  const userIds = await seedUsers(ctx);
  await seedCatalogue(ctx, userIds);
  await seedReviews(ctx);
  await seedCheckout(ctx);
  await seedVouchers(ctx, userIds);
  await seedCohorts(ctx);
}

/**
 * First-start seed: runs only when no course exists yet. When the database is already seeded
 * but the storage is new (a fresh DATA_DIR or bucket pointed at an existing PostgreSQL), the
 * seed's public files (thumbnails, avatars, PDFs) are written again, so no seeded row points
 * at a missing file; rows, learners' progress and vouchers are left as they are.
 */
export async function seedIfEmpty(ctx: SeedContext): Promise<void> {
  const rows = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from courses`);
  const n = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (n > 0) {
    if (!(await catalogueFilesPresent(ctx))) {
      ctx.log?.info('database already seeded; writing the seed files missing from storage');
      await writeCatalogueFiles(ctx);
    }
    return;
  }
  ctx.log?.info('seeding the database (first start)');
  await seedAll(ctx);
  ctx.log?.info('seed done');
}
