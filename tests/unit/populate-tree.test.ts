// @vitest-environment node
// One reading of Strapi's populate parameter in all its forms (backend/src/utils/populate-tree.ts).
import { describe, expect, it } from 'vitest';
import { parsePopulate, populateSize, walkPopulate } from '../../backend/src/utils/populate-tree';

const paths = (populate: unknown) => {
  const out: string[] = [];
  walkPopulate(parsePopulate(populate), (node) => out.push(node.path));
  return out;
};

describe('parsePopulate', () => {
  it('reads dotted strings, lists, arrays and objects into one tree', () => {
    expect(paths('a.b,a.c, d')).toEqual(['a', 'a.b', 'a.c', 'd']);
    expect(paths(['a.b', 'a.b.c', 'e'])).toEqual(['a', 'a.b', 'a.b.c', 'e']);
    expect(paths({ a: { populate: { b: { populate: 'c.d' } } }, e: true, f: '*' })).toEqual(['a', 'a.b', 'a.b.c', 'a.b.c.d', 'e', 'f']);
    expect(paths({ a: { populate: ['b', 'c.d'] } })).toEqual(['a', 'a.b', 'a.c', 'a.c.d']);
    expect(paths([{ a: { populate: '*' } }])).toEqual(['a', 'a.*']);
  });

  it('keeps the filters and sort of fragments, and `on` fragments', () => {
    const [node] = parsePopulate({ members: { filters: { Name: { $eq: 'x' } }, sort: 'Name', populate: 'companies' } });
    expect(node.filters).toEqual({ Name: { $eq: 'x' } });
    expect(node.sort).toBe('Name');
    const [zone] = parsePopulate({ blocks: { on: { 'shared.quote': { populate: 'author.companies' } } } });
    expect(zone.children[0]).toMatchObject({ component: 'shared.quote', path: 'blocks.on(shared.quote)' });
    expect(paths({ blocks: { on: { 'shared.quote': { populate: 'author.companies' } } } })).toContain(
      'blocks.on(shared.quote).author.companies',
    );
  });

  it('ignores what is not populate', () => {
    expect(parsePopulate(undefined)).toEqual([]);
    expect(parsePopulate(null)).toEqual([]);
    expect(parsePopulate(12)).toEqual([]);
    expect(paths('a..b,,')).toEqual(['a', 'a.b']);
  });
});

describe('populateSize', () => {
  it('measures depth and breadth in every form', () => {
    const chain = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? 'members' : 'companies')).join('.');
    expect(populateSize(parsePopulate(chain(30)))).toEqual({ depth: 30, nodes: 30 });
    expect(populateSize(parsePopulate('*')).depth).toBe(1);
    expect(populateSize(parsePopulate({ a: { populate: { b: { populate: '*' } } } })).depth).toBe(3);
    expect(populateSize(parsePopulate({ a: { on: { c: { populate: 'x.y' } } } }))).toEqual({ depth: 3, nodes: 4 });
    expect(populateSize(parsePopulate('a,b,c.d')).nodes).toBe(4);
  });

  it('stays cheap on a huge input', () => {
    const started = performance.now();
    const size = populateSize(parsePopulate(Array.from({ length: 5000 }, (_, i) => `a${i}.b.c`).join(',')));
    expect(size.nodes).toBe(15000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
