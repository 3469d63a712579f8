import { useMemo } from 'react';
import { Button, Container, Flex, SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { club } from '@/content/club';
import { PageTitle } from '@/components/ui/PageTitle';
import { ListFilters } from '@/components/ui/ListFilters';
import { Pagination } from '@/components/ui/Pagination';
import { EmptyState } from '@/components/ui/EmptyState';
import { CompanyCard } from '@/components/cards/CompanyCard';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { applyFilterChange, type ListSearch } from '@/lib/list-search';
import { clampPage, pageCount, pageSlice } from '@/lib/pagination';
import { scrollToTopSoon } from '@/lib/scroll';
import { companiesQueryOptions } from '../queries';
import { filterCompanies } from '../filter-companies';
import { companiesTexts as t } from '../texts';

/** Spec §9: 9 cards a page. */
export const COMPANIES_PAGE_SIZE = 9;

interface CompaniesDirectoryProps {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** 'Mes sociétés': only this member's companies, with edit links and the add button. */
  memberId?: number;
}

export function CompaniesDirectory({ search, onSearchChange, memberId }: CompaniesDirectoryProps) {
  const companies = useQuery(companiesQueryOptions());
  const sectors = useQuery(taxonomyQueryOptions('sectors'));
  const ownerMode = memberId !== undefined;

  const filtered = useMemo(
    () => filterCompanies(companies.data ?? [], { search: search.q ?? '', sectorId: search.sector, memberId }),
    [companies.data, search.q, search.sector, memberId],
  );
  const totalPages = pageCount(filtered.length, COMPANIES_PAGE_SIZE);
  const page = clampPage(search.page ?? 1, totalPages);
  const visible = pageSlice(filtered, page, COMPANIES_PAGE_SIZE);

  return (
    <>
      <PageTitle title={ownerMode ? t.ownTitle : t.title} subtitle={t.heading(club.name)} />
      <Container maxW="6xl" py="10">
        {ownerMode && (
          <Flex justify="flex-end" mb="6">
            <Button asChild colorPalette="red" bg="brand.accent">
              <Link to="/societe-detail-edit">{t.addCompany}</Link>
            </Button>
          </Flex>
        )}
        <ListFilters
          search={search.q ?? ''}
          onSearchChange={(q) => onSearchChange(applyFilterChange(search, { q: q || undefined }))}
          searchPlaceholder={t.searchPlaceholder}
          searchLabel={t.searchLabel}
          sectors={sectors.data ?? []}
          sectorId={search.sector}
          onSectorChange={(sector) => onSearchChange(applyFilterChange(search, { sector }))}
          sectorPlaceholder={t.sectorPlaceholder}
          sectorLabel={t.sectorLabel}
        />
        {companies.data && visible.length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-label={ownerMode ? t.ownTitle : t.title}>
            {visible.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} ownerMode={ownerMode} />
              </li>
            ))}
          </SimpleGrid>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={(next) => {
            onSearchChange({ ...search, page: next > 1 ? next : undefined });
            scrollToTopSoon();
          }}
        />
      </Container>
    </>
  );
}
