import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './strapi';

describe('toQueryString', () => {
  it('writes Strapi\'s bracket notation with encoded values', () => {
    const params = {
      fields: ['Name', 'About'],
      populate: { Logo: { fields: ['url', 'formats'] }, members: { fields: ['Name'], populate: { BioImage: { fields: ['url'] } } } },
      filters: { Name: { $eqi: 'Économie & co / 50% (test)' } },
      sort: ['Date:asc', 'StartingTime:asc'],
      pagination: { page: 2, pageSize: 100 },
      empty: undefined,
    };
    const ours = toQueryString(params).slice(1);
    expect(qs.parse(ours)).toEqual(qs.parse(qs.stringify(params, { encodeValuesOnly: true })));
    expect(ours).toContain('populate[members][populate][BioImage][fields][0]=url');
    expect(ours).toContain('pagination[pageSize]=100');
  });

  it('is empty without parameters', () => {
    expect(toQueryString({})).toBe('');
  });
});
