import { useMemo } from 'react';
import { Button, Container, Flex } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { club } from '@/content/club';
import { PageTitle } from '@/components/ui/PageTitle';
import { FilteredDirectory } from '@/components/ui/FilteredDirectory';
import { CompanyCard } from '@/components/cards/CompanyCard';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import type { ListSearch, ListSearchUpdate } from '@/lib/list-search';
import { cutPage } from '@/lib/pagination';
import { DIRECTORY_PAGE_SIZE } from '@/components/ui/PagedCardGrid';
import { companiesPageQueryOptions, companiesQueryOptions } from '../queries';
import { filterCompanies } from '../filter-companies';
import { companiesTexts as t } from '../texts';

interface CompaniesDirectoryProps {
  search: ListSearch;
  onSearchChange: (update: ListSearchUpdate) => void;
  /** 'Mes sociétés': only this member's companies, with edit links and the add button. */
  memberId?: number;
}

export function CompaniesDirectory({ search, onSearchChange, memberId }: CompaniesDirectoryProps) {
  const queryClient = useQueryClient();
  const ownerMode = memberId !== undefined;
  // The directory: one page (from the device once synced, else from the server). 'Mes sociétés': the
  // member's own companies, cut from the synced directory.
  const page = useQuery({ ...companiesPageQueryOptions(queryClient, search), enabled: !ownerMode });
  const all = useQuery({ ...companiesQueryOptions(), enabled: ownerMode });
  const sectors = useQuery(taxonomyQueryOptions('sectors'));

  const own = useMemo(
    () =>
      all.data &&
      cutPage(
        filterCompanies(all.data, { search: search.q ?? '', sectorId: search.sector, memberId }),
        search.page ?? 1,
        DIRECTORY_PAGE_SIZE,
      ),
    [all.data, search.q, search.sector, search.page, memberId],
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
          shown={ownerMode ? own : page.data}
          label={ownerMode ? t.ownTitle : t.title}
          itemKey={(company) => company.id}
          renderItem={(company, { eager }) => <CompanyCard company={company} ownerMode={ownerMode} eager={eager} />}
        />
      </Container>
    </>
  );
}
