import type { Query } from '@tanstack/react-query';

/**
 * Query keys whose data belong to the signed-in user start with this: they are never written to IndexedDB,
 * and they are removed at logout (app/persistence.ts, features/auth).
 */
export const PRIVATE_QUERY_ROOT = 'me';

/**
 * Persist any public query that has data, even if its last refetch failed: a failed offline
 * refetch must not wipe the stored directory.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>) {
  if (query.queryKey[0] === PRIVATE_QUERY_ROOT) return false;
  return query.state.data !== undefined;
}
