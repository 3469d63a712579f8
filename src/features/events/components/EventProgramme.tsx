import { Box, Flex, Heading, Stack, Text } from '@/components/design';
import type { ProgrammeItem } from '@/api/types';
import { formatTimeRange } from '@/lib/dates';

/** The event's programme, in the organisers' order (spec §7: time range, title, description). */
export function EventProgramme({ items }: { items: readonly ProgrammeItem[] }) {
  return (
    <Stack as="ol" listStyleType="none" gap="4">
      {items.map((item) => (
        <Flex as="li" key={item.id} gap="4" bg="white" borderRadius="lg" p="4" boxShadow="xs" direction={{ base: 'column', sm: 'row' }}>
          <Text fontWeight="bold" color="brand.accent" minW="32" flexShrink={0}>
            {formatTimeRange(item.startTime, item.endTime)}
          </Text>
          <Box>
            <Heading as="h3" size="md" color="brand.navy">
              {item.title}
            </Heading>
            {item.description && (
              <Text mt="1" color="fg.muted">
                {item.description}
              </Text>
            )}
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
