import type { QueryClient, QueryKey } from '@tanstack/react-query';

// Every list page filters by sector, so every render asked Strapi for the same sector list (a tenth of a
// `/members` render's wait, on Strapi's one thread beside the page's own query). Reference data the
// organisers rarely change is kept here, per process, for a short while, and copied into each request's own
// QueryClient before its loaders run: the requests still share no client, and the page dehydrates the copy
// as if it had been fetched for it.

/** An answer kept between requests, with the time it was fetched (copied as is: its age keeps counting). */
interface Kept {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

export interface SharedQueries {
  /** Copies the kept answers still fresh into a request's new QueryClient (before its loaders run). */
  seed(queryClient: QueryClient): void;
  /** Keeps the shared answers a request's loaders fetched (after they ran). */
  keep(queryClient: QueryClient): void;
}

/** `shared`: which queries are reference data (the same for every visitor). `ttlMs` 0: nothing is kept. */
export function createSharedQueries({
  ttlMs,
  shared,
  now = Date.now,
}: {
  ttlMs: number;
  shared: (key: QueryKey) => boolean;
  now?: () => number;
}): SharedQueries {
  const kept = new Map<string, Kept>();
  return {
    seed(queryClient) {
      for (const [hash, entry] of kept) {
        if (now() - entry.updatedAt >= ttlMs) kept.delete(hash);
        else queryClient.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
      }
    },
    keep(queryClient) {
      if (ttlMs <= 0) return;
      for (const query of queryClient.getQueryCache().getAll()) {
        const { status, data, dataUpdatedAt } = query.state;
        if (status !== 'success' || !shared(query.queryKey)) continue;
        const current = kept.get(query.queryHash);
        if (!current || current.updatedAt < dataUpdatedAt)
          kept.set(query.queryHash, { key: query.queryKey, data, updatedAt: dataUpdatedAt });
      }
    },
  };
}
