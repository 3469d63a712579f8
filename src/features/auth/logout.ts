import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getToken } from '@/session/session';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';

/** Ends the session and forgets everything that belonged to the user. */
export function logout(queryClient: QueryClient) {
  // This phone stops receiving the member's notifications: the server forgets it with the session that ends. The
  // push code is fetched then, not with every page (it is in the precache, so offline too).
  const token = getToken();
  void import('@/features/notifications/queries')
    .then(({ unsubscribeThisDevice }) => unsubscribeThisDevice(token))
    .catch((error) => console.warn('[push] could not unsubscribe at logout', error));
  clearSession();
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
}
