import { memo } from 'react';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import type { ShownPerson } from '../door-state';
import { doorTime } from '../door-state';
import { doorPhotoUrl } from '../door-offline';
import { doorTexts as t } from '../texts';

interface DoorRowProps {
  person: ShownPerson;
  onCheckIn: (person: ShownPerson) => void;
  onUndo: (person: ShownPerson) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

/** One attendee: face, name, company and city; one tap checks in, one undoes. */
export const DoorRow = memo(function DoorRow({ person, onCheckIn, onUndo }: DoorRowProps) {
  const photo = doorPhotoUrl(person);
  const details = [person.guest ? t.guestBadge : person.company, person.city].filter(Boolean).join(' · ');
  return (
    <chakra.li
      display="flex"
      alignItems="center"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      borderColor="gray.200"
      // 300 rows: the ones below the screen are laid out only when scrolled to.
      css={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 64px' }}
      data-testid="door-row"
      data-checked-in={person.checkIn ? 'true' : 'false'}
    >
      {photo ? (
        <chakra.img src={photo} alt="" width="48px" height="48px" borderRadius="full" objectFit="cover" flexShrink={0} loading="lazy" />
      ) : (
        <Flex
          aria-hidden="true"
          width="48px"
          height="48px"
          borderRadius="full"
          bg="gray.200"
          color="gray.700"
          alignItems="center"
          justifyContent="center"
          fontWeight="semibold"
          flexShrink={0}
        >
          {initials(person.name)}
        </Flex>
      )}
      <Box flex="1" minWidth="0">
        <Text fontWeight="semibold" truncate>
          {person.name}
        </Text>
        {details && (
          <Text fontSize="sm" color="gray.600" truncate>
            {details}
          </Text>
        )}
        {person.checkIn && (
          <Text fontSize="sm" color="green.700" fontWeight="semibold">
            {t.presentAt(doorTime(person.checkIn.at), person.checkIn.by)}
            {person.checkIn.kind === 'walk-in' ? ` · ${t.walkInBadge}` : ''}
            {person.waiting ? ` · ${t.waiting}` : ''}
          </Text>
        )}
      </Box>
      {person.checkIn ? (
        <Button size="sm" variant="outline" onClick={() => onUndo(person)} aria-label={t.undoName(person.name)}>
          {t.undo}
        </Button>
      ) : (
        <Button size="sm" colorPalette="green" onClick={() => onCheckIn(person)} aria-label={t.checkInName(person.name)}>
          {t.checkIn}
        </Button>
      )}
    </chakra.li>
  );
});
