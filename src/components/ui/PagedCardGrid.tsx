import type { ReactNode } from 'react';
import { clampPage, pageCount, pageSlice } from '@/lib/pagination';
import { scrollToTopSoon } from '@/lib/scroll';
import { CardGrid } from './CardGrid';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';

/** Spec §9: the directories show 9 cards a page. */
export const DIRECTORY_PAGE_SIZE = 9;
/** Cards in the first row on the widest layout (3 columns). */
const FIRST_ROW = 3;

interface PagedCardGridProps<T> {
  /** Everything that matches the filters (the page is cut here). */
  items: readonly T[];
  /** Whether the data has arrived: 'Aucun résultat' only shows for a real empty answer. */
  loaded: boolean;
  /** The requested page (from the URL); out-of-range pages are clamped. */
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  itemKey: (item: T) => number | string;
  /** `eager`: the card is in the first row, above the fold, so its image should not wait for layout. */
  renderItem: (item: T, placement: { eager: boolean }) => ReactNode;
  pageSize?: number;
}

/** A directory's grid of cards: one page of the items, the pagination, the empty state. */
export function PagedCardGrid<T>({
  items,
  loaded,
  page,
  onPageChange,
  label,
  itemKey,
  renderItem,
  pageSize = DIRECTORY_PAGE_SIZE,
}: PagedCardGridProps<T>) {
  const totalPages = pageCount(items.length, pageSize);
  const current = clampPage(page, totalPages);
  const visible = pageSlice(items, current, pageSize);
  return (
    <>
      {loaded && visible.length === 0 ? (
        <EmptyState />
      ) : (
        <CardGrid label={label}>
          {visible.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, { eager: index < FIRST_ROW })}</li>
          ))}
        </CardGrid>
      )}
      <Pagination
        page={current}
        totalPages={totalPages}
        onChange={(next) => {
          onPageChange(next);
          // Spec §4: after a page change the window scrolls smoothly to the top after 200 ms.
          scrollToTopSoon();
        }}
      />
    </>
  );
}
