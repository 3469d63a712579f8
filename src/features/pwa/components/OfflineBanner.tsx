import { useRef } from 'react';
import { Box, Text } from '@/components/design';
import { useNow } from '@/lib/use-now';
import { useHeightAsCssVariable } from '@/lib/use-height-as-css-variable';
import { useOnline } from '@/offline/use-online';
import { useOfflineReadiness } from '@/offline/offline-readiness';
import { formatCount, relativeAge } from '@/lib/relative-age';
import { pwaTexts as t } from '../texts';
import { BANNER_HEIGHT_VAR } from '../bottom-bars';

/** The copy's age ('il y a 12 min') moves while the banner is in view. */
const AGE_TICK_MS = 30_000;

/**
 * While offline, a bar that stays in view (fixed at the bottom: the header takes the top when it is fixed):
 * what the user sees is the phone's copy, how complete it is and from when.
 */
export function OfflineBanner() {
  const online = useOnline();
  const readiness = useOfflineReadiness();
  const bar = useRef<HTMLDivElement>(null);
  const now = useNow(online ? null : AGE_TICK_MS);
  useHeightAsCssVariable(bar, BANNER_HEIGHT_VAR, !online);
  if (online) return null;
  const members = readiness.members;
  const detail = !readiness.known
    ? null
    : readiness.members?.complete && readiness.companies?.complete && readiness.events?.complete
      ? t.directoryComplete(formatCount(members?.count ?? 0), members ? relativeAge(members.syncedAt, now) : '')
      : readiness.percent > 0
        ? t.directoryPartial(readiness.percent)
        : t.directoryMissing;
  return (
    <>
      {/* Keeps the end of the page (the footer's links) from hiding under the bar. */}
      <Box h="12" aria-hidden="true" order={1} />
      <Box
        ref={bar}
        role="status"
        position="fixed"
        bottom="0"
        insetX="0"
        zIndex="banner"
        bg="brand.gold"
        color="brand.navyDark"
        textAlign="center"
        py="2"
        px="3"
        fontSize="sm"
        boxShadow="0 -2px 6px rgba(0,0,0,0.15)"
        data-testid="offline-banner"
      >
        <Text as="span" fontWeight="bold">
          {t.offline}
        </Text>
        {detail && <Text as="span"> — {detail}</Text>}
      </Box>
    </>
  );
}
