import { useEffect, useReducer, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@/offline/use-online';
import { lastSyncedAt } from '@/offline/directory-store';
import { dataAgeParts, newestDataUpdate } from '../data-age';
import { pwaTexts as t } from '../texts';

/** A discreet line while offline: what the user sees is the stored copy, and from when. */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  // The stored rows are read when screens ask for them: the age follows them as they arrive, and the last
  // sync of the directories counts too.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const [synced, setSynced] = useState(0);
  useEffect(() => {
    if (online) return undefined;
    void lastSyncedAt().then(setSynced);
    return queryClient.getQueryCache().subscribe(refresh);
  }, [online, queryClient]);
  if (online) return null;
  const updatedAt = Math.max(newestDataUpdate(queryClient), synced);
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
