import { describe, expect, it } from 'vitest';
import { matchesAny, normalizeForSearch, searchText, tagKey } from './search';

describe('the search both tiers share', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(normalizeForSearch('  Hélène LIÈGE ')).toBe('helene liege');
    expect(matchesAny('liege', ['Liège'])).toBe(true);
    expect(matchesAny('ECO', ['économie'])).toBe(true);
    expect(matchesAny('namur', ['Liège', null, undefined])).toBe(false);
  });

  it('matches everything on an empty query', () => {
    expect(matchesAny('  ', [])).toBe(true);
  });

  it("stores one normalised field per line, so a query can't match across two fields", () => {
    const stored = searchText(['Jean', null, 'Dupont']);
    expect(stored).toBe('jean\ndupont');
    expect(stored.includes(normalizeForSearch('jean dupont'))).toBe(false);
  });

  it('compares tags whatever the case, the accents and the spaces', () => {
    expect(tagKey(' Développement   web ')).toBe(tagKey('developpement web'));
    expect(tagKey('Compétence')).toBe(tagKey('COMPETENCE'));
  });
});
