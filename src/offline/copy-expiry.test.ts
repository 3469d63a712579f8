import { describe, expect, it } from 'vitest';
import { OFFLINE_COPY_MAX_AGE_MS, expiredKinds } from './copy-expiry';

describe('the offline copy’s 7 days', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it('drops a copy not brought up to date for more than 7 days, and only that one', () => {
    const states = [
      { kind: 'members', syncedAt: now - 8 * 86_400_000 },
      { kind: 'companies', syncedAt: now - 6 * 86_400_000 },
      { kind: 'events', syncedAt: now - OFFLINE_COPY_MAX_AGE_MS },
    ];
    expect(expiredKinds(states, now)).toEqual(['members']);
  });
});
