import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/session/session';

/** The signed-in user and token, kept in sync with localStorage. */
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...session, isAuthenticated: Boolean(session.user && session.token) };
}
