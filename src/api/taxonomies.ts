import { fetchAllPages, mapTaxa } from './strapi';
import type { Taxon } from './types';

export type TaxonomyKind = 'sectors' | 'skills' | 'services';

export async function fetchTaxonomy(kind: TaxonomyKind): Promise<Taxon[]> {
  const rows = await fetchAllPages<{ id: number; Name: string }>(`/api/${kind}`, {
    fields: ['Name'],
    sort: ['Name:asc'],
  });
  return mapTaxa(rows);
}
