import { describe, expect, it } from 'vitest';
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
});
