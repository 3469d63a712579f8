import { queryOptions } from '@tanstack/react-query';
import { fetchTaxonomy, type TaxonomyKind } from '@/api/taxonomies';

export const taxonomyKeys = {
  all: ['taxonomies'] as const,
  kind: (kind: TaxonomyKind) => [...taxonomyKeys.all, kind] as const,
};

export const taxonomyQueryOptions = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: taxonomyKeys.kind(kind),
    queryFn: () => fetchTaxonomy(kind),
    staleTime: 10 * 60 * 1000,
  });
