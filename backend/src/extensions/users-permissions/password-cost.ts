// The bcrypt cost of members' passwords: 10, Strapi's default, everywhere but the throwaway test server. Its suites
// register thousands of members, and hashing was a fifth of the API suite's time; the test server sets 8 (bcrypt's
// work halves with each step down: a quarter of the time), as Django's docs advise a faster hasher for tests
// (docs/decisions/0022-where-ci-time-goes.md). A cost below 10 is refused outside development and test.

/** Strapi's own default, and the floor outside development and test. */
export const DEFAULT_PASSWORD_COST = 10;
const MIN_COST = 4; // bcrypt's own floor
const MAX_COST = 15; // ~3 s a login in bcryptjs: anything higher is a typo

/** The cost to hash members' passwords with (PASSWORD_HASH_COST), or an Error naming what is wrong. */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PASSWORD_HASH_COST?.trim();
  if (!raw) return DEFAULT_PASSWORD_COST;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST)
    throw new Error(`PASSWORD_HASH_COST must be a whole number from ${MIN_COST} to ${MAX_COST} (got "${raw}")`);
  const environment = env.NODE_ENV || 'development';
  if (cost < DEFAULT_PASSWORD_COST && environment !== 'development' && environment !== 'test')
    throw new Error(`PASSWORD_HASH_COST below ${DEFAULT_PASSWORD_COST} is for the tests only (NODE_ENV=${environment})`);
  return cost;
}
