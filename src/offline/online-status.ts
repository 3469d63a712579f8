import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query's online state follows the browser's own flag, `navigator.onLine`, read at start (a phone
 * opened in a basement is offline from the first frame) and again on every `online`/`offline` event. The
 * library's default trusts the event's name; Chromium has been seen firing `online` at a page being left
 * while its flag still said offline, and that alone resumed a waiting sign-up into a network that was
 * not there.
 */
export function followBrowserOnlineState(manager = onlineManager) {
  manager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined;
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}
