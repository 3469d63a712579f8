// A visitor taps 'Inscris-toi à l'événement' while logged out: the app remembers it (this tab only, for
// half an hour), sends them to /login with the way back, and the event page does the sign-up once they are
// logged in. Kept in sessionStorage rather than in the URL, so a link can never sign anybody up.
const KEY = 'club:pending-sign-up';
const MAX_AGE_MS = 30 * 60 * 1000;

interface PendingSignUp {
  eventId: number;
  at: number;
}

export function rememberSignUp(eventId: number, now = Date.now()) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ eventId, at: now } satisfies PendingSignUp));
  } catch {
    // Storage unavailable (private mode quota…): the visitor taps again after logging in.
  }
}

/** True (once) when a sign-up to `eventId` was asked for before logging in, recently enough. */
export function takePendingSignUp(eventId: number, now = Date.now()): boolean {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as Partial<PendingSignUp>;
    if (pending.eventId !== eventId) return false;
    sessionStorage.removeItem(KEY);
    return typeof pending.at === 'number' && now - pending.at < MAX_AGE_MS;
  } catch {
    return false;
  }
}
