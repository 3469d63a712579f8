import { apiRequest } from './client';
import type { StrapiEntityResponse, StrapiNamed } from './wire';
import type { TaxonomyKind } from './taxonomies';
import type { Taxon } from './types';

/** Creates a sector, skill or service; the server returns the existing one when the name is taken (any case). */
export async function createTaxon(kind: TaxonomyKind, name: string): Promise<Taxon> {
  const response = await apiRequest<StrapiEntityResponse<StrapiNamed>>(`/api/${kind}`, {
    method: 'POST',
    body: { data: { Name: name } },
  });
  return { id: response.data.id, name: response.data.Name };
}
