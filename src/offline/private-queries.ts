/**
 * Query keys whose data belong to the signed-in user start with this: they are never written to IndexedDB,
 * and they are removed at logout (app/persistence.ts, features/auth).
 */
export const PRIVATE_QUERY_ROOT = 'me';
