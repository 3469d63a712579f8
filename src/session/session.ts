/** Who is signed in (the login answer, with the id of the member). */
export interface SessionUser {
  id: number;
  /** An internal identifier: never shown. */
  username: string;
  /** The person's name (the member's Name), what the app shows. */
  name: string;
  email: string;
  memberId: number | null;
  /**
   * The server said this account is an organiser (login, /api/users/me): the app shows the door. Only what is
   * shown: every door request is checked by the server (global::is-organiser).
   */
  organiser?: boolean;
}

// The session lives in localStorage under the spec's auth keys; the marker says a session was
// stored so the app restores it on load.
export const AUTH_USER_KEY = 'authUser';
export const AUTH_TOKEN_KEY = 'authToken';
export const AUTH_MARKER_KEY = 'isAuthenticated';

type Listener = () => void;
const listeners = new Set<Listener>();

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(AUTH_USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    // Sessions saved before `name` existed: their username was the name.
    return { ...user, name: user.name || user.username };
  } catch {
    return null;
  }
}

let current: { user: SessionUser | null; token: string | null } = {
  user: typeof localStorage === 'undefined' ? null : readUser(),
  token: typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH_TOKEN_KEY),
};

function emit() {
  listeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  return current.token;
}

export function getSession() {
  return current;
}

/** Who the server answers (contacts and hidden members depend on it): a user and its member, or null. */
export const viewerKey = (user: SessionUser | null = current.user) => (user ? `${user.id}:${user.memberId}` : null);

export function saveSession(user: SessionUser, token: string) {
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(AUTH_MARKER_KEY, 'true');
  current = { user, token };
  emit();
}

export function clearSession() {
  localStorage.removeItem(AUTH_USER_KEY);
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(AUTH_MARKER_KEY);
  if (current.user || current.token) {
    current = { user: null, token: null };
    emit();
  }
}

/** Re-reads storage (another tab may have logged in or out). A half-stored session counts as none. */
export function restoreSession() {
  const user = readUser();
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (!user || !token || localStorage.getItem(AUTH_MARKER_KEY) !== 'true') {
    clearSession();
    return;
  }
  current = { user, token };
  emit();
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A 401 from the API ends the session (spec §4); the app decides where that leads (the login page).
const expiryListeners = new Set<Listener>();

/** The server refused the session's token: it is cleared, and whoever listens is told. */
export function expireSession() {
  clearSession();
  expiryListeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: Listener) {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}
