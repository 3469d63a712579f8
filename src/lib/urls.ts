/** Only http(s) links leave the app: a `javascript:` URL typed in a profile must stay inert. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? value.trim() : `https://${value.trim()}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A path of this app to go back to after logging in (`/login?redirect=/event-detail/5`), or undefined: only
 * a local path is followed, never another site (`//evil.example`, `https://…`, `/\evil.example`).
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  return value;
}

/** The search of the account pages: ?redirect=… kept only when it is a path of the app. */
export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
};

/** A link that opens the address in the phone's maps (Google Maps' universal link: the app, else the site). */
export const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
