import { useMemo } from 'react';
import { Container } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { club } from '@/content/club';
import { PageTitle } from '@/components/ui/PageTitle';
import { ListFilters } from '@/components/ui/ListFilters';
import { PagedCardGrid } from '@/components/ui/PagedCardGrid';
import { MemberCard } from '@/components/cards/MemberCard';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import { applyFilterChange, type ListSearch } from '@/lib/list-search';
import { membersQueryOptions } from '../queries';
import { filterMembers } from '../filter-members';
import { membersTexts as t } from '../texts';

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
        <PagedCardGrid
          items={filtered}
          loaded={Boolean(members.data)}
          page={search.page ?? 1}
          onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          label={t.title}
          itemKey={(member) => member.id}
          renderItem={(member, { eager }) => <MemberCard member={member} eager={eager} />}
        />
      </Container>
    </>
  );
}
