let release: () => void = () => undefined;

/**
 * Resolves once React has hydrated (or first rendered) the page's own content, not only its root: the route's
 * component is in TanStack's Outlet boundary, which React hydrates after the root (app/page-hydrated-mark.tsx
 * marks it from inside). Null on the server, where nothing waits for it.
 */
export const pageHydrated: Promise<void> | null =
  typeof window === 'undefined' ? null : new Promise<void>((resolve) => (release = resolve));

/**
 * The page is ready for input: html[data-hydrated] (the early-input script replays what it held, the
 * end-to-end tests and the bench wait for it), and what waits for `pageHydrated` may start. Once.
 */
export function markPageHydrated() {
  const html = document.documentElement;
  if (html.dataset.hydrated) return;
  html.dataset.hydrated = 'true';
  release();
}
