import { describe, expect, it } from 'vitest';
import { applyFilterChange, parseListSearch } from './list-search';

describe('list search state', () => {
  it('goes back to page 1 when the search text changes', () => {
    expect(applyFilterChange({ q: 'a', page: 4 }, { q: 'ab' })).toEqual({ q: 'ab', page: undefined });
  });
  it('goes back to page 1 when the sector changes', () => {
    expect(applyFilterChange({ sector: 2, page: 3 }, { sector: 5 }).page).toBeUndefined();
  });
  it('reads only sane values from the URL', () => {
    expect(parseListSearch({ q: 'x', sector: '3', page: '2' })).toEqual({ q: 'x', sector: 3, page: 2 });
    expect(parseListSearch({ sector: 'abc', page: '-1' })).toEqual({ q: undefined, sector: undefined, page: undefined });
  });
});
