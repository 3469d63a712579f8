import { Container } from '@/components/design';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNetworkError } from '@/api/errors';
import { useOnline } from '@/offline/use-online';
import { NotOnThisDevice } from './NotOnThisDevice';

/**
 * What a member, company or event page shows before its record is there: an empty space while it arrives
 * (a few ms from the phone, a request online), and, once nothing can bring it (offline, or the network
 * failed, and it is not on the phone), the honest French message rather than a blank page.
 */
export function RecordPlaceholder({ query, maxW }: { query: Pick<UseQueryResult, 'fetchStatus' | 'error'>; maxW: string }) {
  const online = useOnline();
  const unreachable = query.fetchStatus === 'paused' || isNetworkError(query.error) || (!online && query.fetchStatus === 'idle');
  if (unreachable) return <NotOnThisDevice />;
  return <Container maxW={maxW} py="16" minH="60vh" aria-busy="true" />;
}
