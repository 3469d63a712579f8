import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/session/session';

// The server renders every page for an anonymous visitor (its HTML may be cached and shared), and hydration must
// start from the same: React uses this snapshot on the server and while hydrating, then the signed-in one.
const ANONYMOUS = { user: null, token: null };

/**
 * The server's snapshot. A visitor who is not signed in gets the very session object the browser holds: React
 * compares the two once hydration ends, and a different object (even an equally empty one) re-rendered every
 * component that reads the session (the header among them) synchronously, in the task a first tap waits behind.
 */
const serverSession = () => {
  const session = getSession();
  return session.user || session.token ? ANONYMOUS : session;
};

/** The signed-in user and token, kept in sync with localStorage. */
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession, serverSession);
  return { ...session, isAuthenticated: Boolean(session.user && session.token) };
}
