/** Spec §4: after a page change the window scrolls smoothly to the top after 200 ms. */
export const SCROLL_TOP_DELAY_MS = 200;

export function scrollToTopSoon(delay = SCROLL_TOP_DELAY_MS) {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), delay);
}
