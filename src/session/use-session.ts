import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/session/session';

// The server renders every page for an anonymous visitor (its HTML may be cached and shared), and hydration must
// start from the same: React uses this snapshot on the server and while hydrating, then the signed-in one.
const ANONYMOUS = { user: null, token: null };

/** The signed-in user and token, kept in sync with localStorage. */
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession, () => ANONYMOUS);
  return { ...session, isAuthenticated: Boolean(session.user && session.token) };
}
