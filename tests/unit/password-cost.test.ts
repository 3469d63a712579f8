// @vitest-environment node
// The bcrypt cost of members' passwords (backend/src/extensions/users-permissions/password-cost.ts): Strapi's 10
// unless set; lower only where the throwaway test server runs.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, passwordHashCost } from '../../backend/src/extensions/users-permissions/password-cost';

describe('password hash cost', () => {
  it('is Strapi’s 10 when unset, in every environment', () => {
    expect(DEFAULT_PASSWORD_COST).toBe(10);
    for (const NODE_ENV of ['production', 'development', 'test', undefined]) expect(passwordHashCost({ NODE_ENV })).toBe(10);
  });

  it('may be lowered for the tests and development, never in production or staging', () => {
    expect(passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: '8' })).toBe(8);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '8' })).toBe(8); // Strapi's unset NODE_ENV is development
    expect(() => passwordHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '8' })).toThrow(/tests only/);
    expect(() => passwordHashCost({ NODE_ENV: 'staging', PASSWORD_HASH_COST: '9' })).toThrow(/tests only/);
    expect(passwordHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toBe(12);
  });

  it('refuses what is not a bcrypt cost', () => {
    for (const PASSWORD_HASH_COST of ['3', '16', '8.5', 'ten', '-1'])
      expect(() => passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST })).toThrow(/whole number from 4 to 15/);
  });
});
