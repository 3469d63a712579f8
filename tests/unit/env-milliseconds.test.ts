import { afterEach, describe, expect, it } from 'vitest';
import { envMilliseconds } from '../../backend/src/lifecycle/env';

describe('envMilliseconds (server timeouts from the environment)', () => {
  afterEach(() => {
    delete process.env.CLUB_TEST_TIMEOUT_MS;
  });

  it('reads a number, and falls back when unset, empty, not a number or below the minimum', () => {
    expect(envMilliseconds('CLUB_TEST_TIMEOUT_MS', 500)).toBe(500);
    for (const [raw, expected] of [
      ['1200', 1200],
      ['0', 0],
      ['', 500],
      ['abc', 500],
      ['-1', 500],
    ] as const) {
      process.env.CLUB_TEST_TIMEOUT_MS = raw;
      expect(envMilliseconds('CLUB_TEST_TIMEOUT_MS', 500), raw).toBe(expected);
    }
    process.env.CLUB_TEST_TIMEOUT_MS = '0';
    expect(envMilliseconds('CLUB_TEST_TIMEOUT_MS', 500, 1)).toBe(500);
  });
});
