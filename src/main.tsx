import { afterFirstPaint } from '@/lib/after-first-paint';
import { catchEarlyInstallOffer } from '@/lib/early-install-offer';

/** Set once a start failed and the page was reloaded for it: never a loop of reloads. */
const RELOADED_MARK = 'club:reloaded-after-failed-start';

catchEarlyInstallOffer();

// On a server-rendered page (a first visit) the app's code is asked for once the browser has painted the page.
// Fetched and run earlier, the framework (≈ 220 KB brotli) competed with the page's own first paint on a slow
// phone and delayed it by its download and evaluation. The offline shell (no router payload: answered by the
// service worker) has only the preloader to paint, and its chunks are preloaded by index.html: it starts at once.
const serverRendered = '$_TSR' in window;
void (serverRendered ? afterFirstPaint() : Promise.resolve())
  .then(() => import('@/app/client'))
  .then(({ startClient }) => startClient())
  .catch((error: unknown) => {
    // A page from before a deploy asks for chunks that are gone: the new page, once. (Offline, a reload would
    // only replace the page, which is still readable, with an error.)
    console.error('[app] could not start', error);
    if (!navigator.onLine || sessionStorage.getItem(RELOADED_MARK)) return;
    sessionStorage.setItem(RELOADED_MARK, '1');
    window.location.reload();
  });
