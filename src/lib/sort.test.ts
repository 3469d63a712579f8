import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the French collator', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('is built on the first sort, once, not when the module loads (an offline start sorts nothing)', async () => {
    const RealCollator = Intl.Collator;
    const Collator = vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Intl.Collator>) {
      return new RealCollator(...args);
    });
    vi.resetModules();
    const fresh = await import('./sort');
    expect(Collator).not.toHaveBeenCalled();
    [{ name: 'b' }, { name: 'a' }, { name: 'c' }].sort(fresh.byName);
    [{ name: 'd' }, { name: 'e' }].sort(fresh.byName);
    expect(Collator).toHaveBeenCalledTimes(1);
  });
});
