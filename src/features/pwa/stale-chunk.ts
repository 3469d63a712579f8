const RELOAD_MARK = 'club-chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

/** The file a failed import named ('Failed to fetch dynamically imported module: https://…/assets/x.js'). */
function failedUrl(error: unknown): string | null {
  const match = /(https?:\/\/[^\s'"]+)/.exec(String((error as { message?: unknown } | null)?.message ?? error));
  return match ? match[1] : null;
}

/**
 * After a deploy, a lazy chunk of the old version is gone: reload once to get the new version, but never loop
 * (a second failure within a minute is left to the error boundary). Only when the file is really gone (404): a
 * chunk that failed because the phone was offline stays failed in the browser's module map, and the next import
 * of it, back online, fails too; reloading then threw away the page (a toast, a half-filled form) for nothing.
 */
export function reloadOnceOnStaleChunk({
  fetchFile = (input, init) => fetch(input, init),
  reload = () => window.location.reload(),
}: { fetchFile?: typeof fetch; reload?: () => void } = {}): () => void {
  const onFailure = (event: Event) => {
    // Offline, a reload cannot fetch the new version either: it would only replace the app with an error page.
    if (!navigator.onLine) return;
    // The import's error still reaches its caller (not prevented): the page goes on, and says what failed.
    const url = failedUrl((event as Event & { payload?: unknown }).payload);
    if (!url) return;
    void fetchFile(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => {
        if (response.status !== 404 && response.status !== 410) return;
        const last = Number(sessionStorage.getItem(RELOAD_MARK) || 0);
        if (Date.now() - last < RELOAD_WINDOW_MS) return;
        sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
        reload();
      },
      () => undefined, // no answer: the network, not a deploy
    );
  };
  window.addEventListener('vite:preloadError', onFailure);
  return () => window.removeEventListener('vite:preloadError', onFailure);
}
