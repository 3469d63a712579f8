import { Container } from '@/components/design';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { club } from '@/content/club';
import { PageTitle } from '@/components/ui/PageTitle';
import { FilteredDirectory } from '@/components/ui/FilteredDirectory';
import { MemberCard } from '@/components/cards/MemberCard';
import { taxonomyQueryOptions } from '@/features/taxonomies/queries';
import type { ListSearch, ListSearchUpdate } from '@/lib/list-search';
import { membersPageQueryOptions } from '../queries';
import { membersTexts as t } from '../texts';

interface MembersDirectoryProps {
  search: ListSearch;
  onSearchChange: (update: ListSearchUpdate) => void;
}

export function MembersDirectory({ search, onSearchChange }: MembersDirectoryProps) {
  const queryClient = useQueryClient();
  const members = useQuery(membersPageQueryOptions(queryClient, search));
  const sectors = useQuery(taxonomyQueryOptions('sectors'));

  return (
    <>
      <PageTitle title={t.title} subtitle={t.heading(club.name)} />
      <Container maxW="6xl" py="10">
        <FilteredDirectory
          search={search}
          onSearchChange={onSearchChange}
          texts={t}
          sectors={sectors.data ?? []}
          shown={members.data}
          label={t.title}
          itemKey={(member) => member.id}
          renderItem={(member, { eager }) => <MemberCard member={member} eager={eager} />}
        />
      </Container>
    </>
  );
}
