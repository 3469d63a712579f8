// The state of a directory lives in the URL (?q=…&sector=…&page=…): shareable, and kept by "back".
export interface ListSearch {
  q?: string;
  sector?: number;
  page?: number;
}

export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const q = typeof raw.q === 'string' && raw.q.length > 0 ? raw.q.slice(0, 200) : undefined;
  const sector = Number(raw.sector);
  const page = Number(raw.page);
  return {
    q,
    sector: Number.isInteger(sector) && sector > 0 ? sector : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/**
 * A change of the list state, applied to the state of the moment it is applied: two changes in a row (a sector
 * picked, then a letter typed, before the URL of the first has been written) both hold.
 */
export type ListSearchUpdate = (current: ListSearch) => ListSearch;

/**
 * The next URL state after a filter change. Spec §4: any change of the search text or the
 * sector goes back to page 1.
 */
export function applyFilterChange(current: ListSearch, change: Pick<ListSearch, 'q' | 'sector'>): ListSearch {
  return { ...current, ...change, page: undefined };
}
