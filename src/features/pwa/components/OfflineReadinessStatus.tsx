import type { ComponentProps } from 'react';
import { Text } from '@/components/design';
import { useOfflineReadiness } from '@/offline/offline-readiness';
import { formatCount } from '@/lib/relative-age';
import { pwaTexts as t } from '../texts';

/** One line under 'Disponible hors ligne': ready for a venue with no signal, or how far the download is. */
export function OfflineReadinessStatus(props: ComponentProps<typeof Text>) {
  const readiness = useOfflineReadiness();
  if (!readiness.known) return null;
  const text = readiness.ready
    ? t.readyOffline(formatCount(readiness.members?.count ?? 0))
    : readiness.percent > 0
      ? t.preparingOffline(readiness.percent)
      : t.notReadyOffline;
  return (
    <Text fontSize="sm" data-testid="offline-readiness" data-ready={readiness.ready ? 'true' : 'false'} {...props}>
      {text}
    </Text>
  );
}
