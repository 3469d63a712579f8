import { Box, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@/offline/use-online';
import { dataAgeParts, newestDataUpdate } from '../data-age';
import { pwaTexts as t } from '../texts';

/** A discreet line while offline: what the user sees is the stored copy, and from when. */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const updatedAt = newestDataUpdate(queryClient);
  const age = updatedAt ? dataAgeParts(updatedAt) : null;
  return (
    <Box role="status" bg="brand.gold" color="brand.navyDark" textAlign="center" py="1.5" px="3" fontSize="sm" data-testid="offline-banner">
      <Text as="span" fontWeight="bold">
        {t.offline}
      </Text>
      <Text as="span"> — {age ? t.dataOf(age.day, age.time) : t.noData}</Text>
    </Box>
  );
}
