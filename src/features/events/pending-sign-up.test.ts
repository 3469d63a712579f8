import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSignUp, takePendingSignUp } from './pending-sign-up';

describe('a sign-up asked for before logging in', () => {
  beforeEach(() => sessionStorage.clear());

  it('is done once, for that event only', () => {
    rememberSignUp(5, 1_000);
    expect(takePendingSignUp(6, 2_000)).toBe(false);
    expect(takePendingSignUp(5, 2_000)).toBe(true);
    expect(takePendingSignUp(5, 3_000)).toBe(false);
  });

  it('is forgotten after half an hour', () => {
    rememberSignUp(5, 0);
    expect(takePendingSignUp(5, 31 * 60 * 1000)).toBe(false);
  });
});
