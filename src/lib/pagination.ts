// Pagination shared by every list: which items a page shows, and which page links to draw.

export function pageCount(totalItems: number, pageSize: number) {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Clamps a requested page into 1..pageCount (a stale URL may ask for page 12 of 3). */
export function clampPage(page: number, totalPages: number) {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type PageLink = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page links to show, the react-paginate way: `range` pages around the current one and
 * `margin` pages at each end, with a gap (…) where pages are skipped.
 * E.g. page 6 of 20, range 5, margin 1 → 1 … 4 5 6 7 8 … 20.
 */
export function paginationWindow(current: number, total: number, range: number, margin: number): PageLink[] {
  if (total <= range + 2 * margin) {
    return Array.from({ length: total }, (_, i) => ({ type: 'page' as const, page: i + 1 }));
  }
  let start = current - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1) {
    start = 1;
    end = range;
  }
  if (end > total) {
    end = total;
    start = total - range + 1;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = total - margin + 1; p <= total; p += 1) shown.add(p);

  const links: PageLink[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2)
      links.push({ type: 'page', page: previous + 1 }); // a gap of one page: show it
    else if (page - previous > 2) links.push({ type: 'gap', key: `gap-${previous}` });
    links.push({ type: 'page', page });
    previous = page;
  }
  return links;
}

export interface PageWindow {
  range: number;
  margin: number;
}

/** A page link, and at which widths it shows: a narrow screen has its own, smaller window. */
export type ResponsivePageLink = PageLink & { narrow: boolean; wide: boolean };

/**
 * Two windows in one list: `wide` (the spec's) and `narrow` (a phone's, which must hold on one line), each link
 * marked with the widths it shows at, so that CSS picks (the server cannot know the width). Each width reads as a
 * whole list, an ellipsis wherever pages are skipped: hiding the far pages of the wide list left a phone with
 * "1 2 4 5" (issue 26).
 */
export function responsivePageLinks(current: number, total: number, wide: PageWindow, narrow: PageWindow): ResponsivePageLink[] {
  const pagesOf = (window: PageWindow) =>
    new Set(paginationWindow(current, total, window.range, window.margin).flatMap((link) => (link.type === 'page' ? [link.page] : [])));
  const widePages = pagesOf(wide);
  const narrowPages = pagesOf(narrow);
  const links: ResponsivePageLink[] = [];
  let previous = { wide: 0, narrow: 0 };
  for (const page of [...new Set([...widePages, ...narrowPages])].sort((a, b) => a - b)) {
    const shown = { wide: widePages.has(page), narrow: narrowPages.has(page) };
    // paginationWindow shows a single skipped page: a hole here is two pages or more.
    const gap = { wide: shown.wide && page - previous.wide > 1, narrow: shown.narrow && page - previous.narrow > 1 };
    if (gap.wide || gap.narrow) links.push({ type: 'gap', key: `gap-${page}`, ...gap });
    links.push({ type: 'page', page, ...shown });
    previous = { wide: shown.wide ? page : previous.wide, narrow: shown.narrow ? page : previous.narrow };
  }
  return links;
}

/** The page `page` of `items` (clamped into range), with the page count. */
export function cutPage<T>(items: readonly T[], page: number, pageSize: number) {
  const totalPages = pageCount(items.length, pageSize);
  const current = clampPage(page, totalPages);
  return { items: pageSlice(items, current, pageSize), page: current, totalPages, total: items.length };
}

/** What a server answers for one page: its items, and how many there are in all. */
export interface ServerPage {
  items: readonly unknown[];
  total: number;
  pageCount: number;
}

/**
 * Asks the server for a page; a page past the end (a stale URL asking for page 12 of 3) is asked again as the
 * last page, as `cutPage` does on the device. Returns the answer and the page it is.
 */
export async function fetchPageOrLast<A extends ServerPage>(page: number, fetchPage: (page: number) => Promise<A>) {
  const answer = await fetchPage(page);
  if (answer.items.length === 0 && answer.total > 0 && page > answer.pageCount) {
    return { answer: await fetchPage(answer.pageCount), page: answer.pageCount };
  }
  return { answer, page };
}
