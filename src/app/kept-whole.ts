import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { eventPhotosQueryOptions } from '@/features/photos/queries';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';

/**
 * What the phone keeps whole besides the directories (one stored query each): the gallery the lightbox and
 * /photos browse offline, and the sector list the filters need. The service worker asks them with the
 * directories (src/sw/kept-whole-sync.ts); a page with no worker asks them itself (directories.ts).
 */
export const keptWholeQueries = () => [eventPhotosQueryOptions(), taxonomyQueryOptions('sectors')];

/**
 * Runs a kept query's own function outside a QueryClient (the service worker has none): its answer is then the
 * very one the page's query would have stored. These functions read nothing of their context but the key.
 */
export function askKeptQuery(options: ReturnType<typeof keptWholeQueries>[number]): Promise<unknown> {
  const queryKey: QueryKey = options.queryKey;
  const queryFn = options.queryFn as unknown as (context: QueryFunctionContext) => Promise<unknown>;
  return queryFn({ queryKey, signal: new AbortController().signal, meta: undefined } as QueryFunctionContext);
}
