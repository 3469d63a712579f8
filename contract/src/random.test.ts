import { describe, expect, it } from 'vitest';
import { mulberry32, pickRandom, seededRandom } from './random';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pickRandom (home members teaser)', () => {
  it('picks 8 distinct items when there are at least 8', () => {
    for (let run = 0; run < 200; run += 1) {
      const picked = pickRandom(range(64), 8);
      expect(picked).toHaveLength(8);
      expect(new Set(picked).size).toBe(8);
      picked.forEach((item) => expect(item).toBeGreaterThanOrEqual(1));
    }
  });
  it('picks exactly the 8 when there are 8', () => {
    expect([...pickRandom(range(8), 8)].sort((a, b) => a - b)).toEqual(range(8));
  });
  it('returns all of them when there are fewer than 8', () => {
    expect([...pickRandom(range(5), 8)].sort((a, b) => a - b)).toEqual(range(5));
    expect(pickRandom([], 8)).toEqual([]);
  });
  it('does not modify the input', () => {
    const input = range(20);
    pickRandom(input, 8);
    expect(input).toEqual(range(20));
  });
  it('can reach every item (not always the first ones)', () => {
    const seen = new Set<number>();
    for (let run = 0; run < 500; run += 1) pickRandom(range(20), 8).forEach((item) => seen.add(item));
    expect(seen.size).toBe(20);
  });
  it('follows the random source', () => {
    expect(pickRandom(range(10), 3, () => 0)).toEqual([1, 2, 3]);
    expect(pickRandom(range(10), 1, () => 0.999)).toEqual([10]);
  });
});

describe('mulberry32', () => {
  it('draws the same numbers from the same seed (the demo club and the home page depend on it)', () => {
    const draw = mulberry32(1);
    expect([draw(), draw(), draw()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const again = seededRandom(0.5);
    const same = seededRandom(0.5);
    expect(Array.from({ length: 5 }, again)).toEqual(Array.from({ length: 5 }, same));
  });
});
