import { describe, expect, it, vi } from 'vitest';
import { formatCount, relativeAge } from './relative-age';

describe('relativeAge', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0);
  it('says how old the copy is in the words people use', () => {
    expect(relativeAge(now - 20_000, now)).toBe('à l’instant');
    expect(relativeAge(now - 12 * 60_000, now)).toBe('il y a 12 min');
    expect(relativeAge(now - 2 * 3_600_000 - 5 * 60_000, now)).toBe('il y a 2 h');
    expect(relativeAge(now - 3 * 86_400_000, now)).toBe('il y a 3 j');
  });
  it('never says a negative age (a phone clock behind the server’s)', () => {
    expect(relativeAge(now + 60_000, now)).toBe('à l’instant');
  });
});

describe('formatCount', () => {
  it('groups thousands as French readers expect', () => {
    expect(formatCount(3000).replace(/\s/g, ' ')).toBe('3 000');
    expect(formatCount(64)).toBe('64');
  });
  it('writes what the French number format writes, without asking Intl for it', () => {
    const french = new Intl.NumberFormat('fr-BE');
    for (const count of [0, 7, 999, 1000, 3000, 12_345, 999_999, 1_000_000, 1_234_567])
      expect(formatCount(count)).toBe(french.format(count));
    const made = vi.spyOn(Intl, 'NumberFormat');
    const localized = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      formatCount(3000);
      expect(made).not.toHaveBeenCalled();
      expect(localized).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      localized.mockRestore();
    }
  });
});
