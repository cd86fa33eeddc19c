import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/client.ts';
import { courses, pricePackages, prices, promoCodes, users } from '../../db/schema/index.ts';

/** Test-only builders for checkout and payments: priced courses, learners, promo codes. */

export type PricedCourse = { id: number; slug: string; title: string; priceIds: number[] };

/** A course with one package holding the given prices (rupiah, discount percent). */
export async function createPricedCourse(
  db: Db,
  opts: { kind?: 'free_class' | 'record_webinar' | 'learning_video'; title?: string; prices?: { price: number; discount?: number }[] } = {},
): Promise<PricedCourse> {
  const slug = `kelas-bayar-${randomUUID().slice(0, 8)}`;
  const title = opts.title ?? `Kelas Bayar ${slug.slice(-4)}`;
  const [course] = await db.insert(courses).values({ kind: opts.kind ?? 'learning_video', slug, title, thumbnail: 'thumbnails/test.png' }).returning({ id: courses.id });
  const [pkg] = await db.insert(pricePackages).values({ courseId: course!.id, name: 'Paket Reguler', benefits: ['Akses selamanya'] }).returning({ id: pricePackages.id });
  const priceIds: number[] = [];
  for (const [i, p] of (opts.prices ?? [{ price: 1_000_000 }]).entries()) {
    const [row] = await db.insert(prices).values({ packageId: pkg!.id, price: p.price, discount: p.discount ?? 0, position: i }).returning({ id: prices.id });
    priceIds.push(row!.id);
  }
  return { id: course!.id, slug, title, priceIds };
}

let passwordHash: Promise<string> | null = null;

/** A verified learner with password Kelas123!; returns the e-mail (log in with `t.login`). */
export async function createLearner(db: Db, name = 'Pembeli Uji'): Promise<{ id: number; email: string }> {
  passwordHash ??= hash('Kelas123!', { algorithm: 2 });
  const email = `pembeli-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ name, email, phone: '81200001111', passwordHash: await passwordHash, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** A promo code (upper-case). */
export async function createPromo(db: Db, values: Partial<typeof promoCodes.$inferInsert> & { kind: 'percent' | 'fixed'; value: number }): Promise<string> {
  const code = values.code ?? `UJI${randomUUID().slice(0, 6).toUpperCase()}`;
  await db.insert(promoCodes).values({ ...values, code });
  return code;
}
