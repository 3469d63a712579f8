// One screen of a directory (9 cards, the upcoming events): computed on the device once the whole directory
// is synced (search and filters work offline, with no request), asked of the server until then (a first
// visit shows its page without waiting for the download). Both give the same answer: the server searches
// and sorts the way the device does (backend/src/utils/search-text.ts). Unreachable during a first download, the
// screen is computed from the records already on the device, and says how many of how many (issue 47).
import type { QueryClient } from '@tanstack/react-query';
import { cutPage, fetchPageOrLast } from '@/lib/pagination';
import type { DirectorySource, PageRequest } from './directory-types';
import { isComplete, partialCopy, readAll, type PartialCopy } from './directory-store';

export interface ShownPage<T> {
  items: T[];
  /** The page shown (a stale URL asking for page 12 of 3 shows page 3). */
  page: number;
  totalPages: number;
  total: number;
  /** Computed from a first download still under way: the records on the device, of about how many. */
  partial?: PartialCopy;
}

export async function directoryPage<T>(
  queryClient: QueryClient,
  source: DirectorySource<T>,
  viewer: string | null,
  request: PageRequest,
  filter: (items: readonly T[]) => T[],
): Promise<ShownPage<T>> {
  if (await isComplete(source.kind, viewer)) {
    // Read from the device once; the next search or page reads memory. A query with its own function: the sync's
    // news refetch the list (app/directories.ts), and one set as bare data had none to refetch with — the refetch
    // failed ('Missing queryFn'), and so did 'Disponible hors ligne' reading the list at that moment. Never stored
    // with the Query cache: the records are in IndexedDB already.
    const all: T[] =
      queryClient.getQueryData<T[]>(source.listKey) ??
      (await queryClient.fetchQuery<T[]>({ queryKey: source.listKey, queryFn: () => readAll<T>(source.kind), meta: { stored: false } }));
    return cutPage(filter(all), request.page, request.pageSize);
  }
  try {
    const { answer, page } = await fetchPageOrLast(request.page, (asked) => source.fetchPage({ ...request, page: asked }));
    return { items: answer.items, page, totalPages: answer.pageCount, total: answer.total };
  } catch (error) {
    // Read afresh each time (never kept as the list): more records arrive while the download goes on.
    const partial = source.isUnreachable(error) ? await partialCopy(source.kind, viewer) : undefined;
    if (!partial) throw error;
    return { ...cutPage(filter(await readAll<T>(source.kind)), request.page, request.pageSize), partial };
  }
}
