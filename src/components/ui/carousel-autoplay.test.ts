import { describe, expect, it } from 'vitest';
import { canSlide, shouldAutoplay } from './carousel-autoplay';

describe('canSlide', () => {
  it('does not slide when there are no more slides than are visible', () => {
    expect(canSlide(6, 6)).toBe(false);
    expect(canSlide(4, 6)).toBe(false);
    expect(canSlide(1, 1)).toBe(false);
    expect(canSlide(0, 1)).toBe(false);
  });
  it('slides when some slides are out of view', () => {
    expect(canSlide(12, 6)).toBe(true);
    expect(canSlide(3, 1)).toBe(true);
    expect(canSlide(7, 6)).toBe(true);
  });
});

describe('shouldAutoplay', () => {
  const idle = { canSlide: true, hovered: false, focused: false, reducedMotion: false };
  it('plays when nothing holds it', () => {
    expect(shouldAutoplay(idle)).toBe(true);
  });
  it('pauses on hover and on keyboard focus, and resumes when both are gone', () => {
    expect(shouldAutoplay({ ...idle, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...idle, focused: true })).toBe(false);
    // Mouse leaves while focus stays inside: still paused.
    expect(shouldAutoplay({ ...idle, hovered: false, focused: true })).toBe(false);
    expect(shouldAutoplay({ ...idle, hovered: false, focused: false })).toBe(true);
  });
  it('never plays when there is nothing to slide or less motion is wanted', () => {
    expect(shouldAutoplay({ ...idle, canSlide: false })).toBe(false);
    expect(shouldAutoplay({ ...idle, reducedMotion: true })).toBe(false);
  });
});
