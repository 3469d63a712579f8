import { Box, Button, Container, HStack, Text } from '@/components/design';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { doorQueryOptions } from '../queries';
import { doorTexts as t } from '../texts';

/** The door's link and the attendance (signed up, present, walk-ins, guests, no-shows) once anyone came. */
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
          <HStack gap="4" mt="2" fontSize="sm" flexWrap="wrap" aria-label={t.attendance.title} data-testid="attendance">
            <Text>
              {t.attendance.registered} : {a.registered}
            </Text>
            <Text>
              {t.attendance.present} : {a.present}
            </Text>
            <Text>
              {t.attendance.walkIns} : {a.walkIns}
            </Text>
            <Text>
              {t.attendance.guests} : {a.guests}
            </Text>
            <Text>
              {t.attendance.noShows} : {a.noShows}
            </Text>
          </HStack>
        )}
      </Box>
    </Container>
  );
}
