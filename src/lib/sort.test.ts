import { describe, expect, it } from 'vitest';
import { byName } from './sort';

const sortedNames = (names: string[]) =>
  names
    .map((name) => ({ name }))
    .sort(byName)
    .map((item) => item.name);

describe('French sorting by name', () => {
  it('orders accented names as a French reader expects', () => {
    expect(sortedNames(['Zoé', 'Émile', 'eric', 'Éric', 'Amélie', 'Adrien'])).toEqual(['Adrien', 'Amélie', 'Émile', 'eric', 'Éric', 'Zoé']);
  });

  it('sorts records by their name', () => {
    expect(sortedNames(['Ça Va', 'Bruxelles'])).toEqual(['Bruxelles', 'Ça Va']);
  });
});
