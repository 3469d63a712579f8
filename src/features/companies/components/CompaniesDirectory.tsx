import { useMemo } from 'react';
import { Button, Container, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { club } from '@/content/club';
import { PageTitle } from '@/components/ui/PageTitle';
import { FilteredDirectory } from '@/components/ui/FilteredDirectory';
import { CompanyCard } from '@/components/cards/CompanyCard';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import type { ListSearch } from '@/lib/list-search';
import { companiesQueryOptions } from '../queries';
import { filterCompanies } from '../filter-companies';
import { companiesTexts as t } from '../texts';

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
        <FilteredDirectory
          search={search}
          onSearchChange={onSearchChange}
          texts={t}
          sectors={sectors.data ?? []}
          items={filtered}
          loaded={Boolean(companies.data)}
          label={ownerMode ? t.ownTitle : t.title}
          itemKey={(company) => company.id}
          renderItem={(company, { eager }) => <CompanyCard company={company} ownerMode={ownerMode} eager={eager} />}
        />
      </Container>
    </>
  );
}
