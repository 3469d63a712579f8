// One screen of a directory (9 cards, the upcoming events): computed on the device once the whole directory
// is synced (search and filters work offline, with no request), asked of the server until then (a first
// visit shows its page without waiting for the download). Both give the same answer: the server searches
// and sorts the way the device does (backend/src/utils/search-text.ts).
import type { QueryClient } from '@tanstack/react-query';
import { cutPage, fetchPageOrLast } from '@/lib/pagination';
import type { DirectorySource, PageRequest } from './directory-types';
import { isComplete, readAll } from './directory-store';

export interface ShownPage<T> {
  items: T[];
  /** The page shown (a stale URL asking for page 12 of 3 shows page 3). */
  page: number;
  totalPages: number;
  total: number;
}

export async function directoryPage<T>(
  queryClient: QueryClient,
  source: DirectorySource<T>,
  viewer: string | null,
  request: PageRequest,
  filter: (items: readonly T[]) => T[],
): Promise<ShownPage<T>> {
  if (await isComplete(source.kind, viewer)) {
    let all = queryClient.getQueryData<T[]>(source.listKey);
    if (!all) {
      // Read from the device once; the next search or page reads memory (the sync's news keep it fresh).
      all = await readAll<T>(source.kind);
      queryClient.setQueryData(source.listKey, all);
    }
    return cutPage(filter(all), request.page, request.pageSize);
  }
  const { answer, page } = await fetchPageOrLast(request.page, (asked) => source.fetchPage({ ...request, page: asked }));
  return { items: answer.items, page, totalPages: answer.pageCount, total: answer.total };
}
