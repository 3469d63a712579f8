import { NAMED } from '@club/contract';
import { fetchAllPages, mapTaxa } from './strapi';
import type { Taxon } from './types';
import type { StrapiNamed } from './wire';

export type TaxonomyKind = 'sectors' | 'skills' | 'services';

export async function fetchTaxonomy(kind: TaxonomyKind): Promise<Taxon[]> {
  const rows = await fetchAllPages<StrapiNamed>(`/api/${kind}`, {
    ...NAMED,
    sort: ['Name:asc'],
  });
  return mapTaxa(rows);
}
