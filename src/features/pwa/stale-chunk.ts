const RELOAD_MARK = 'club-chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

/**
 * After a deploy, a lazy chunk of the old version may be gone: reload once to get the new
 * version, but never loop (a second failure within a minute is left to the error boundary).
 */
export function reloadOnceOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a reload cannot fetch the new version either: it would only replace the app with an error page.
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(RELOAD_MARK) || 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
