import { afterFirstPaint, nextTask } from '@/lib/after-first-paint';
import { catchEarlyInstallOffer } from '@/lib/early-install-offer';
import { STAGES } from 'virtual:start-stages';

/** Set once a start failed and the page was reloaded for it: never a loop of reloads. */
const RELOADED_MARK = 'club:reloaded-after-failed-start';

catchEarlyInstallOffer();

// On a server-rendered page (a first visit) the app's code runs once the browser has painted the page. Run earlier,
// the framework competed with the page's own first paint on a slow phone and delayed it by its evaluation (its
// download starts from the page's head, at low priority, and overlaps the paint). The offline shell (no router
// payload: answered by the service worker) has only the preloader to paint, and its chunks are preloaded by
// index.html: it starts at once.
const serverRendered = '$_TSR' in window;

/**
 * Fetches every stage's chunks at once (a modulepreload fetches and compiles a module, it does not run it): the
 * stages below would otherwise ask for them one after the other, a round trip each on a phone. A route's page has
 * already asked for them from its head (build/route-manifest.ts): the same links again cost nothing. A page of no
 * route file lists them only here (APP_CHUNKS_ID); the offline shell has them in its head already.
 */
function preloadAppChunks() {
  const listed = document.getElementById('app-chunks')?.textContent;
  if (!listed) return;
  for (const href of JSON.parse(listed) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own preloads: the same request, so the dynamic imports below find it in the cache.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The app's code is run in stages, a start chunk each (build/chunk-manifest.ts, whose `stage` says which module's
 * import runs which chunk): React, then the rest (the framework, the app's modules, the client), then the client's
 * startClient(). Each import runs only what is new: a module is evaluated once.
 */
async function startInStages() {
  preloadAppChunks();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { startClient } = await import('@/app/client');
  startClient();
}

/** The offline shell: the app at once, in one piece (its chunks are preloaded by index.html). Under the preloader
 *  there is no page to keep responsive, and tasks in between only delay the first screen. */
async function startAtOnce() {
  // The device store is asked for first (Dexie and db.ts, a chunk of their own): IndexedDB opens it off the main
  // thread while the rest of the app's code is evaluated, instead of after.
  const { db } = await import('@/offline/db');
  void db.open().catch(() => undefined); // a store that cannot open is handled where it is read, as before
  const { startClient } = await import('@/app/client');
  startClient();
}

void (serverRendered ? afterFirstPaint().then(startInStages) : startAtOnce()).catch((error: unknown) => {
  // A page from before a deploy asks for chunks that are gone: the new page, once. (Offline, a reload would
  // only replace the page, which is still readable, with an error.)
  console.error('[app] could not start', error);
  if (!navigator.onLine || sessionStorage.getItem(RELOADED_MARK)) return;
  sessionStorage.setItem(RELOADED_MARK, '1');
  window.location.reload();
});
