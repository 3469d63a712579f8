// When a carousel may move on its own (spec §4: playing, hovered, focused, paused; §5: a carousel
// with no more slides than are visible is not slid).

/** More slides than are visible: there is something to slide to. */
export function canSlide(slideCount: number, visibleCount: number): boolean {
  return slideCount > Math.max(1, visibleCount);
}

export interface AutoplayState {
  canSlide: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (a link, a button, an arrow). */
  focused: boolean;
  /** The visitor asked the system for less motion. */
  reducedMotion: boolean;
}

/** Autoplay runs only when nothing holds it: hover or focus pause it, leaving resumes it. */
export function shouldAutoplay({ canSlide: slidable, hovered, focused, reducedMotion }: AutoplayState): boolean {
  return slidable && !hovered && !focused && !reducedMotion;
}
