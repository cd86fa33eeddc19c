import { describe, expect, it } from 'vitest';
import { carouselButtons, isNextDisabled, isPrevDisabled, scrollStep } from './carousel';

describe('carousel rules (spec 2.7)', () => {
  it('scrolls by 80 % of the visible width', () => {
    expect(scrollStep(1000)).toBe(800);
    expect(scrollStep(375)).toBe(300);
  });

  it('disables previous at a scroll offset of 10 px or less', () => {
    expect(isPrevDisabled(0)).toBe(true);
    expect(isPrevDisabled(10)).toBe(true);
    expect(isPrevDisabled(10.5)).toBe(false);
    expect(isPrevDisabled(11)).toBe(false);
  });

  it('disables next with fewer than 5 items, even when the content overflows', () => {
    const overflowing = { scrollLeft: 0, clientWidth: 300, scrollWidth: 1200 };
    expect(isNextDisabled(overflowing, 4)).toBe(true);
    expect(isNextDisabled(overflowing, 0)).toBe(true);
    expect(isNextDisabled(overflowing, 5)).toBe(false);
  });

  it('disables next at the end of the content', () => {
    expect(isNextDisabled({ scrollLeft: 900, clientWidth: 300, scrollWidth: 1200 }, 6)).toBe(true);
    expect(isNextDisabled({ scrollLeft: 899.5, clientWidth: 300, scrollWidth: 1200 }, 6)).toBe(true);
    expect(isNextDisabled({ scrollLeft: 850, clientWidth: 300, scrollWidth: 1200 }, 6)).toBe(false);
  });

  it('disables next when 5 or more items all fit', () => {
    expect(isNextDisabled({ scrollLeft: 0, clientWidth: 1500, scrollWidth: 1500 }, 5)).toBe(true);
  });

  it('gives both states at once', () => {
    expect(carouselButtons({ scrollLeft: 0, clientWidth: 300, scrollWidth: 1200 }, 6)).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(carouselButtons({ scrollLeft: 400, clientWidth: 300, scrollWidth: 1200 }, 6)).toEqual({ prevDisabled: false, nextDisabled: false });
    expect(carouselButtons({ scrollLeft: 900, clientWidth: 300, scrollWidth: 1200 }, 6)).toEqual({ prevDisabled: false, nextDisabled: true });
  });
});
