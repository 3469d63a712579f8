import { describe, expect, it } from 'vitest';
import { isSecondTap } from './door-feedback';

describe('the same finger’s second tap', () => {
  const first = { x: 300, y: 500, at: 1000 };
  it('is quick and at the same spot', () => {
    expect(isSecondTap(first, { x: 305, y: 510, at: 1300 })).toBe(true);
  });
  it('is not a tap later, elsewhere, or the first one', () => {
    expect(isSecondTap(first, { x: 305, y: 510, at: 1600 })).toBe(false);
    expect(isSecondTap(first, { x: 300, y: 580, at: 1200 })).toBe(false);
    expect(isSecondTap(null, first)).toBe(false);
  });
});
