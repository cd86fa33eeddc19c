import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n/i18n';
import type { PricePackage } from '@kelas/contracts/catalogue';
import { headlinePrice, heroBadge, isMainActionDisabled, mainActionLabel, mentorProfession, packagePrice, saveCartItem, showInclude } from './course-detail';

const pkg = (id: number, prices: { id: number; price: number; discount: number }[], benefits: string[] = []): PricePackage => ({ id, name: `Paket ${id}`, benefits, prices });

describe('course detail rules (spec 2.9)', () => {
  it('labels the hero badge by kind, Coming Soon for a free class', () => {
    expect(i18next.t(heroBadge('record webinar'), { ns: 'catalogue' })).toBe('Record Webinar');
    expect(i18next.t(heroBadge('learning video'), { ns: 'catalogue' })).toBe('Learning Video');
    expect(i18next.t(heroBadge('free class'), { ns: 'catalogue' })).toBe('Coming Soon');
    // An open cohort opens it (decision 285).
    expect(i18next.t(heroBadge('free class', 'open'), { ns: 'catalogue' })).toBe('Free Class');
  });

  it('names the main button Tonton Sekarang only for a record webinar', () => {
    expect(i18next.t(mainActionLabel('record webinar'), { ns: 'catalogue' })).toBe('Tonton Sekarang');
    expect(i18next.t(mainActionLabel('learning video'), { ns: 'catalogue' })).toBe('Daftar Sekarang');
    expect(i18next.t(mainActionLabel('free class'), { ns: 'catalogue' })).toBe('Daftar Sekarang');
  });

  it('disables the main button unless the course can be taken now (a free class waits for a cohort; no prices)', () => {
    const priced = [pkg(1, [{ id: 10, price: 100000, discount: 0 }])];
    expect(isMainActionDisabled({ availability: 'coming_soon', prices: priced })).toBe(true);
    expect(isMainActionDisabled({ availability: 'no_price', prices: [] })).toBe(true);
    expect(isMainActionDisabled({ availability: 'open', prices: [pkg(1, [])] })).toBe(true);
    expect(isMainActionDisabled({ availability: 'open', prices: priced })).toBe(false);
  });

  it('shows the same price as the card: the lowest package, "from" when the packages differ (decision 253)', () => {
    const prices = [pkg(1, []), pkg(2, [{ id: 21, price: 1000000, discount: 20 }, { id: 22, price: 5, discount: 0 }]), pkg(3, [{ id: 31, price: 299000, discount: 0 }])];
    expect(headlinePrice({ prices })).toEqual({ price: 299000, discount: 0, final: 299000, from: true });
    expect(headlinePrice({ prices: [pkg(2, [{ id: 21, price: 1000000, discount: 20 }])] })).toEqual({ price: 1000000, discount: 20, final: 800000, from: false });
    expect(headlinePrice({ prices: [] })).toBeNull();
    expect(packagePrice(pkg(3, []))).toBeNull();
    expect(packagePrice(prices[1]!)).toEqual({ id: 21, price: 1000000, discount: 20, final: 800000 });
  });

  it("shows 'Include' only with more than one benefit and a first benefit other than '-'", () => {
    expect(showInclude([])).toBe(false);
    expect(showInclude(['Akses selamanya'])).toBe(false);
    expect(showInclude(['-', 'Sertifikat'])).toBe(false);
    expect(showInclude(['Akses selamanya', 'Sertifikat'])).toBe(true);
  });

  it("defaults a missing profession to 'Professional'", () => {
    expect(mentorProfession({ profession: null })).toBe('Professional');
    expect(mentorProfession({ profession: '  ' })).toBe('Professional');
    expect(mentorProfession({ profession: 'Data Analyst' })).toBe('Data Analyst');
  });

  it('stores the cart item as JSON under cartItem', () => {
    const store = new Map<string, string>();
    saveCartItem({ slug: 'kelas-a', priceId: 7 }, { setItem: (k, v) => void store.set(k, v) });
    expect(JSON.parse(store.get('cartItem') ?? 'null')).toEqual({ slug: 'kelas-a', priceId: 7 });
  });
});
