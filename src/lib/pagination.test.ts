import { describe, expect, it } from 'vitest';
import { clampPage, fetchPageOrLast, pageCount, pageSlice, paginationWindow, responsivePageLinks, type PageLink } from './pagination';

const render = (links: PageLink[]) => links.map((l) => (l.type === 'gap' ? '…' : String(l.page))).join(' ');

describe('paginationWindow (range 5, margin 1: the directories)', () => {
  it('shows every page when they all fit', () => {
    expect(render(paginationWindow(1, 7, 5, 1))).toBe('1 2 3 4 5 6 7');
  });
  it('keeps the first pages and the last one at the start', () => {
    expect(render(paginationWindow(1, 20, 5, 1))).toBe('1 2 3 4 5 … 20');
  });
  it('centres the range on the current page with both ends', () => {
    expect(render(paginationWindow(10, 20, 5, 1))).toBe('1 … 8 9 10 11 12 … 20');
  });
  it('shows a single skipped page instead of a gap', () => {
    expect(render(paginationWindow(5, 20, 5, 1))).toBe('1 2 3 4 5 6 7 … 20');
  });
  it('keeps the last pages at the end', () => {
    expect(render(paginationWindow(20, 20, 5, 1))).toBe('1 … 16 17 18 19 20');
  });
  it('has exactly one page link for the current page', () => {
    for (let current = 1; current <= 30; current += 1) {
      const pages = paginationWindow(current, 30, 5, 1).filter((l) => l.type === 'page');
      expect(pages.filter((l) => l.type === 'page' && l.page === current)).toHaveLength(1);
    }
  });
});

describe('paginationWindow (range 5, margin 2: the photos)', () => {
  it('keeps two pages at each end', () => {
    expect(render(paginationWindow(10, 20, 5, 2))).toBe('1 2 … 8 9 10 11 12 … 19 20');
  });
  it('shows all pages up to range + 2 margins', () => {
    expect(render(paginationWindow(4, 9, 5, 2))).toBe('1 2 3 4 5 6 7 8 9');
  });
});

describe('page helpers', () => {
  it('counts pages of 9 with at least one page', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(61, 9)).toBe(7);
  });
  it('clamps pages out of range', () => {
    expect(clampPage(12, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
  it('slices the items of a page', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageSlice(items, 1, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageSlice(items, 3, 9)).toEqual([18, 19]);
  });
});

describe('fetchPageOrLast', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  const server = (asked: number[]) => async (page: number) => {
    asked.push(page);
    return { items: pageSlice(items, page, 9), total: items.length, pageCount: pageCount(items.length, 9) };
  };

  it('asks once for a page within range', async () => {
    const asked: number[] = [];
    const { answer, page } = await fetchPageOrLast(2, server(asked));
    expect(page).toBe(2);
    expect(answer.items).toEqual(items.slice(9, 18));
    expect(asked).toEqual([2]);
  });

  it('asks again for the last page when the page asked for is past the end', async () => {
    const asked: number[] = [];
    const { answer, page } = await fetchPageOrLast(40, server(asked));
    expect(page).toBe(3);
    expect(answer.items).toEqual([19, 20]);
    expect(asked).toEqual([40, 3]);
  });

  it('leaves an empty list as it is', async () => {
    const asked: number[] = [];
    const empty = async (p: number) => (asked.push(p), { items: [], total: 0, pageCount: 1 });
    expect((await fetchPageOrLast(5, empty)).page).toBe(5);
    expect(asked).toEqual([5]);
  });
});

describe('responsivePageLinks', () => {
  const at = (links: ReturnType<typeof responsivePageLinks>, width: 'wide' | 'narrow') =>
    links.filter((link) => link[width]).map((link) => (link.type === 'gap' ? '…' : String(link.page)));
  const wide = { range: 5, margin: 1 };
  const narrow = { range: 3, margin: 1 };

  it('reads as a whole list at each width, with an ellipsis wherever pages are skipped', () => {
    const links = responsivePageLinks(6, 20, wide, narrow);
    expect(at(links, 'wide')).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '20']);
    expect(at(links, 'narrow')).toEqual(['1', '…', '5', '6', '7', '…', '20']);
  });

  it('a phone sees a window of its own, never a list with a hole (was "1 2 4 5")', () => {
    const links = responsivePageLinks(1, 8, wide, narrow);
    expect(at(links, 'wide')).toEqual(['1', '2', '3', '4', '5', '…', '8']);
    expect(at(links, 'narrow')).toEqual(['1', '2', '3', '…', '8']);
    expect(at(responsivePageLinks(4, 5, wide, narrow), 'narrow')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('every page from 1 to the end, at both widths, in order', () => {
    for (const total of [1, 2, 5, 7, 8, 9, 12, 30]) {
      for (let current = 1; current <= total; current += 1) {
        const links = responsivePageLinks(current, total, wide, narrow);
        for (const width of ['wide', 'narrow'] as const) {
          const items = at(links, width);
          expect(items[0]).toBe('1');
          expect(items.at(-1)).toBe(String(total));
          expect(items).toContain(String(current));
          for (let i = 1; i < items.length; i += 1) {
            if (items[i] === '…' || items[i - 1] === '…') continue;
            expect(Number(items[i]) - Number(items[i - 1])).toBe(1);
          }
          for (let i = 1; i < items.length - 1; i += 1)
            if (items[i] === '…') expect(Number(items[i + 1]) - Number(items[i - 1])).toBeGreaterThan(2);
        }
      }
    }
  });
});
