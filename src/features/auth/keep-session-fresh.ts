import { onlineManager } from '@tanstack/react-query';
import { fetchCurrentUser } from '@/api/auth';
import { getSession, saveSession, type SessionUser } from '@/session/session';

/** Not more often than this: a member switching apps all evening asks once in a while, not at every switch. */
const MIN_INTERVAL_MS = 5 * 60_000;

const same = (a: SessionUser, b: SessionUser) =>
  a.id === b.id && a.memberId === b.memberId && a.name === b.name && a.email === b.email && Boolean(a.organiser) === Boolean(b.organiser);

/**
 * The signed-in account as the server now says it: a role 'Organisateur' granted (or withdrawn) in the back-office
 * shows without a new login (the event page's door), and a name changed elsewhere too. Asked once the app has
 * started, then when it comes back to the screen or the network returns, at most every 5 minutes. A refused token
 * ends the session as any 401 does (api/client.ts).
 */
export function keepSessionFresh(): () => void {
  let last = 0;
  const refresh = async () => {
    const { user, token } = getSession();
    if (!user || !token || !onlineManager.isOnline() || Date.now() - last < MIN_INTERVAL_MS) return;
    last = Date.now();
    try {
      const fresh = await fetchCurrentUser();
      const now = getSession();
      // Only the session it was asked for (not one started or ended meanwhile).
      if (now.token === token && now.user && !same(now.user, fresh)) saveSession(fresh, token);
    } catch {
      // Offline or a server hiccup: the stored session stays; the next occasion asks again.
      last = 0;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refresh();
  };
  void refresh();
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) void refresh();
  });
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  };
}
