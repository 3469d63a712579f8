import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '@/session/session';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';

/** Ends the session and forgets everything that belonged to the user. */
export function logout(queryClient: QueryClient) {
  clearSession();
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
}
