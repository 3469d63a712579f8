import type { ReactNode } from 'react';
import type { Taxon } from '@/api/types';
import { applyFilterChange, type ListSearch, type ListSearchUpdate } from '@/lib/list-search';
import { ListFilters } from './ListFilters';
import { Text } from '@/components/design';
import type { PartialCopy } from '@/offline/directory-store';
import { PagedCardGrid, type GridPage } from './PagedCardGrid';

export interface DirectoryFilterTexts {
  searchPlaceholder: string;
  searchLabel: string;
  sectorPlaceholder: string;
  sectorLabel: string;
  /** Offline during a first download: what the list is made of (`stored` of about `expected`). */
  partial: (stored: number, expected: number) => string;
}

interface FilteredDirectoryProps<T> {
  /** The list state from the URL (`?q=&sector=&page=`) and how to change it. */
  search: ListSearch;
  onSearchChange: (update: ListSearchUpdate) => void;
  texts: DirectoryFilterTexts;
  sectors: Taxon[];
  /** The page of the items that match `search` (filtering is the feature's own); undefined while loading. */
  shown: (GridPage<T> & { partial?: PartialCopy }) | undefined;
  label: string;
  itemKey: (item: T) => number | string;
  renderItem: (item: T, placement: { eager: boolean }) => ReactNode;
}

/**
 * The search box, the sector dropdown and the paged grid of a directory, bound to the URL state:
 * a new search or sector goes back to page 1 (spec §4), page 1 is left out of the URL.
 */
export function FilteredDirectory<T>({ search, onSearchChange, texts, sectors, ...grid }: FilteredDirectoryProps<T>) {
  return (
    <>
      <ListFilters
        search={search.q ?? ''}
        onSearchChange={(q) => onSearchChange((current) => applyFilterChange(current, { q: q || undefined }))}
        searchPlaceholder={texts.searchPlaceholder}
        searchLabel={texts.searchLabel}
        sectors={sectors}
        sectorId={search.sector}
        onSectorChange={(sector) => onSearchChange((current) => applyFilterChange(current, { sector }))}
        sectorPlaceholder={texts.sectorPlaceholder}
        sectorLabel={texts.sectorLabel}
      />
      {grid.shown?.partial && (
        <Text role="status" color="fg.muted" fontSize="sm" mb="4">
          {texts.partial(grid.shown.partial.stored, grid.shown.partial.expected)}
        </Text>
      )}
      <PagedCardGrid
        {...grid}
        page={search.page ?? 1}
        onPageChange={(next) => onSearchChange((current) => ({ ...current, page: next > 1 ? next : undefined }))}
      />
    </>
  );
}
