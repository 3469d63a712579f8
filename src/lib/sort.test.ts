import { describe, expect, it } from 'vitest';
import { byName, compareFrench } from './sort';

describe('French sorting', () => {
  it('orders accented names as a French reader expects', () => {
    const names = ['Zoé', 'Émile', 'eric', 'Éric', 'Amélie', 'Adrien'];
    expect([...names].sort(compareFrench)).toEqual(['Adrien', 'Amélie', 'Émile', 'eric', 'Éric', 'Zoé']);
  });

  it('sorts records by their name', () => {
    expect([{ name: 'Ça Va' }, { name: 'Bruxelles' }].sort(byName).map((item) => item.name)).toEqual(['Bruxelles', 'Ça Va']);
  });
});
