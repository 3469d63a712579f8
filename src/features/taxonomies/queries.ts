import { queryOptions } from '@tanstack/react-query';
import { fetchTaxonomy, type TaxonomyKind } from '@/api/taxonomies';

export const taxonomyQueryOptions = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: ['taxonomies', kind],
    queryFn: () => fetchTaxonomy(kind),
    staleTime: 10 * 60 * 1000,
  });
