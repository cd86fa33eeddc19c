/** Carousel rules of spec 2.7 and section 9. Pure, so the component only measures and renders. */

/** Previous is disabled while the scroll offset is at most this many pixels. */
export const START_THRESHOLD_PX = 10;
/** One press of previous or next scrolls this share of the visible width. */
export const SCROLL_STEP_RATIO = 0.8;
/** With fewer items than this, next is disabled. */
export const MIN_ITEMS_FOR_NEXT = 5;

/** What the carousel's scroll box reports (all in CSS pixels). */
export type ScrollBox = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/** Pixels one press scrolls: 80 % of the visible width. */
export function scrollStep(clientWidth: number): number {
  return clientWidth * SCROLL_STEP_RATIO;
}

/** Previous is disabled at the start: scroll offset 10 px or less. */
export function isPrevDisabled(scrollLeft: number): boolean {
  return scrollLeft <= START_THRESHOLD_PX;
}

/**
 * Next is disabled when the carousel holds fewer than 5 items, or at the end (the right edge is
 * within 1 px of the content's end; browsers report fractional offsets when zoomed).
 */
export function isNextDisabled(box: ScrollBox, itemCount: number): boolean {
  if (itemCount < MIN_ITEMS_FOR_NEXT) return true;
  return box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
}

/** Both button states for one measurement. */
export function carouselButtons(box: ScrollBox, itemCount: number): { prevDisabled: boolean; nextDisabled: boolean } {
  return { prevDisabled: isPrevDisabled(box.scrollLeft), nextDisabled: isNextDisabled(box, itemCount) };
}
