import { Container, Stack } from '@/components/design';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '@/components/ui/PageTitle';
import { ListFilters } from '@/components/ui/ListFilters';
import { EmptyState } from '@/components/ui/EmptyState';
import { upcomingEventsQueryOptions } from '../queries';
import { eventsTexts as t } from '../texts';
import { EventCard } from '@/components/cards/EventCard';

interface EventsListProps {
  search: string;
  onSearchChange: (search: string) => void;
}

/** The upcoming events (today or later in Brussels), one card per row, with a search box. */
export function EventsList({ search, onSearchChange }: EventsListProps) {
  const queryClient = useQueryClient();
  const events = useQuery(upcomingEventsQueryOptions(queryClient, search));
  const visible = events.data ?? [];

  return (
    <>
      <PageTitle title={t.title} />
      <Container maxW="5xl" py="10">
        <ListFilters search={search} onSearchChange={onSearchChange} searchPlaceholder={t.searchPlaceholder} searchLabel={t.searchLabel} />
        {events.data && visible.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack as="ul" listStyleType="none" gap="6" aria-label={t.title}>
            {visible.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} eager={index === 0} />
              </li>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
