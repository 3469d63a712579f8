import { Box, Button, Container, Text } from '@/components/design';
import { attendanceSummary } from '@club/contract';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { doorQueryOptions } from '../queries';
import { doorTexts as t } from '../texts';

/** The door's link and the attendance, in the door's own words ('Présents 4 / 9 inscrits · 2 invités · 5 absents'). */
export default function OrganiserDoorPanel({ eventId }: { eventId: number }) {
  const door = useQuery({ ...doorQueryOptions(eventId), refetchInterval: false });
  const a = door.data?.attendance;
  return (
    <Container maxW="5xl" pt="4">
      <Box borderWidth="1px" borderColor="blue.200" bg="blue.50" borderRadius="md" p="3" data-testid="organiser-door">
        <Button asChild colorPalette="blue">
          <Link to="/accueil/$id" params={{ id: eventId }}>
            {t.entry}
          </Link>
        </Button>
        <Text fontSize="sm" mt="1">
          {t.entryHint}
        </Text>
        {a && (
          <Text fontSize="sm" mt="2" aria-label={t.attendance.title} data-testid="attendance">
            {attendanceSummary(a)}
            {a.registered > 0 && ` · ${t.attendance.noShows(a.noShows)}`}
          </Text>
        )}
      </Box>
    </Container>
  );
}
