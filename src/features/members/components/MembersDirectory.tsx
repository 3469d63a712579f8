import { useMemo } from 'react';
import { Container, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { club } from '@/content/club';
import { PageTitle } from '@/components/ui/PageTitle';
import { ListFilters } from '@/components/ui/ListFilters';
import { Pagination } from '@/components/ui/Pagination';
import { EmptyState } from '@/components/ui/EmptyState';
import { MemberCard } from '@/components/cards/MemberCard';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { applyFilterChange, type ListSearch } from '@/lib/list-search';
import { clampPage, pageCount, pageSlice } from '@/lib/pagination';
import { scrollToTopSoon } from '@/lib/scroll';
import { membersQueryOptions } from '../queries';
import { filterMembers } from '../filter-members';
import { membersTexts as t } from '../texts';

/** Spec §9: 9 cards a page. */
export const MEMBERS_PAGE_SIZE = 9;

interface MembersDirectoryProps {
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
}

export function MembersDirectory({ search, onSearchChange }: MembersDirectoryProps) {
  const members = useQuery(membersQueryOptions());
  const sectors = useQuery(taxonomyQueryOptions('sectors'));

  const filtered = useMemo(
    () => filterMembers(members.data ?? [], { search: search.q ?? '', sectorId: search.sector }),
    [members.data, search.q, search.sector],
  );
  const totalPages = pageCount(filtered.length, MEMBERS_PAGE_SIZE);
  const page = clampPage(search.page ?? 1, totalPages);
  const visible = pageSlice(filtered, page, MEMBERS_PAGE_SIZE);

  return (
    <>
      <PageTitle title={t.title} subtitle={t.heading(club.name)} />
      <Container maxW="6xl" py="10">
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
        {members.data && visible.length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-label={t.title}>
            {visible.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} />
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
