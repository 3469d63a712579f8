import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getToken } from '@/session/session';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { forgetThisDeviceNow, unsubscribeThisDevice } from '@/features/notifications/queries';

/** Ends the session and forgets everything that belonged to the user. */
export function logout(queryClient: QueryClient) {
  // This phone stops receiving the member's notifications: the server is told at once, with the session that ends
  // (a request that outlives the page); then the browser's subscription is undone.
  forgetThisDeviceNow(getToken());
  void unsubscribeThisDevice(null).catch((error) => console.warn('[push] could not unsubscribe at logout', error));
  clearSession();
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
}
