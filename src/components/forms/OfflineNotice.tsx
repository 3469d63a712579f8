import { Alert } from '@chakra-ui/react';
import { useOnline } from '@/offline/use-online';

/**
 * Writes need the network: offline, a form says why its button is disabled (what was typed stays).
 * `reason` completes 'Vous êtes hors ligne : …'.
 */
export function OfflineNotice({ reason }: { reason: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" data-testid="offline-notice">
      <Alert.Indicator />
      <Alert.Title>Vous êtes hors ligne : {reason}</Alert.Title>
    </Alert.Root>
  );
}
