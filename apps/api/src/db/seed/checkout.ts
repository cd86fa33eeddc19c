import { promoCodes } from '../schema/index.ts';
import type { SeedContext } from './seed.ts';

/**
 * Demo promo codes for 'Masukkan Kode Promo' (decision 041): one of each outcome.
 * - KELAS10: 10 % off, always valid, unlimited;
 * - HEMAT50K: Rp50.000 off, always valid, 1000 uses;
 * - MERDEKA17: 17 % off, ended on 31 August 2024 (expired);
 * - SUDAHHABIS: Rp25.000 off, its single use already taken (used up).
 */
export const DEMO_PROMO_CODES = [
  { code: 'KELAS10', kind: 'percent', value: 10, startsAt: null, endsAt: null, maxUses: null, usedCount: 0 },
  { code: 'HEMAT50K', kind: 'fixed', value: 50_000, startsAt: null, endsAt: null, maxUses: 1000, usedCount: 0 },
  { code: 'MERDEKA17', kind: 'percent', value: 17, startsAt: new Date('2024-08-01T00:00:00+07:00'), endsAt: new Date('2024-08-31T23:59:59+07:00'), maxUses: null, usedCount: 0 },
  { code: 'SUDAHHABIS', kind: 'fixed', value: 25_000, startsAt: null, endsAt: null, maxUses: 1, usedCount: 1 },
] as const;

/** Upserts the demo promo codes by code (idempotent; use counts are set on first insert only). */
export async function seedCheckout(ctx: SeedContext): Promise<void> {
  for (const p of DEMO_PROMO_CODES) {
    const values = { kind: p.kind, value: p.value, startsAt: p.startsAt, endsAt: p.endsAt, maxUses: p.maxUses };
    // A re-run keeps the codes' real use counts.
    await ctx.db
      .insert(promoCodes)
      .values({ code: p.code, ...values, usedCount: p.usedCount })
      .onConflictDoUpdate({ target: promoCodes.code, set: values });
  }
}
