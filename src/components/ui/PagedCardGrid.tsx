import type { ReactNode } from 'react';
import { scrollToTopSoon } from '@/lib/scroll';
import { CardGrid } from './CardGrid';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';

/** Spec §9: the directories show 9 cards a page. */
export const DIRECTORY_PAGE_SIZE = 9;
/** Cards in the first row on the widest layout (3 columns). */
const FIRST_ROW = 3;

/** One page of a directory, cut by whoever filtered it (the device or the server). */
export interface GridPage<T> {
  items: readonly T[];
  /** The page shown (out-of-range requests are already clamped). */
  page: number;
  totalPages: number;
}

interface PagedCardGridProps<T> {
  /** The page to show; undefined while it has not arrived ('Aucun résultat' only for a real empty answer). */
  shown: GridPage<T> | undefined;
  /** The requested page (from the URL), shown while its data is on its way. */
  page: number;
  onPageChange: (page: number) => void;
  label: string;
  itemKey: (item: T) => number | string;
  /** `eager`: the card is in the first row, above the fold, so its image should not wait for layout. */
  renderItem: (item: T, placement: { eager: boolean }) => ReactNode;
}

/** A directory's grid of cards: one page of the items, the pagination, the empty state. */
export function PagedCardGrid<T>({ shown, page, onPageChange, label, itemKey, renderItem }: PagedCardGridProps<T>) {
  const visible = shown?.items ?? [];
  const current = shown?.page ?? page;
  const totalPages = shown?.totalPages ?? Math.max(1, page);
  return (
    <>
      {shown && visible.length === 0 ? (
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
