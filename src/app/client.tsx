import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { getSession, onSessionExpired } from '@/session/session';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { registerEventSignUpDefaults } from '@/features/events/sign-up';
import { reloadOnceOnStaleChunk } from '@/features/pwa/stale-chunk';
import { pageHydrated } from '@/lib/page-hydrated';
import { startInstallPrompt } from '@/features/pwa/install-prompt';
import { keepDataWhenInstalled } from '@/features/pwa/keep-when-installed';
import { provideClubDb } from '@/offline/club-db';
import { createAppRouter } from './router';
import { whenIdle } from '@/lib/when-idle';

/** After a first visit's hydration: the device side of the app starts after this delay, then an idle moment. */
const DEVICE_START_DELAY_MS = 1500;

/**
 * The device side (app/device.ts): its own chunk, not in the code a page needs to be drawn or to hydrate. A failed
 * load (the chunk missing from a first visit's cache, offline) is logged once: the page keeps working without it.
 */
let deviceModule: Promise<typeof import('./device')> | undefined;
const loadDevice = () =>
  (deviceModule ??= import('./device').catch((error: unknown) => {
    console.warn('[device] could not load the device side', error);
    return new Promise<never>(() => {});
  }));

/**
 * The service worker (and workbox-window, its own chunk) once the page is interactive: registered earlier, its
 * install downloads the whole precache while a first visit on a phone still waits for its own code.
 */
function registerServiceWorkerLater() {
  void Promise.all([import('@/features/pwa/register-service-worker'), import('@/features/pwa/components/UpdatePrompt')])
    .then(([{ registerServiceWorker }, { showUpdatePrompt }]) => registerServiceWorker(showUpdatePrompt))
    .catch((error: unknown) => console.warn('[pwa] could not register the service worker', error));
}

/**
 * The app in the browser. Two ways in:
 * - a page rendered by the Node server (the first visit; the router's payload `$_TSR` is in it): React adopts
 *   its HTML, router state and Query cache (hydration) at once; nothing hides it;
 * - the offline shell (index.html, answered by the service worker for every later navigation, or by the dev
 *   server): the IndexedDB restore, the first route resolved, then the first render, under the preloader.
 */
export function startClient() {
  const serverRendered = '$_TSR' in window;
  // Whom the page opened for: the viewer's watch starts later on a first visit (startDevice).
  const viewerAtStart = getSession().user;
  // The device store's code (Dexie) loads when the store is first read: on a first visit, after hydration. With it,
  // how its directories' records are read back (the API layer's form: nothing is read before the store opens).
  provideClubDb(async () => {
    const [{ db }, { readDirectoryItem }, { provideItemReader }] = await Promise.all([
      import('@/offline/db'),
      import('@/api/directory'),
      import('@/offline/directory-store'),
    ]);
    provideItemReader(readDirectoryItem);
    return db;
  });
  const router = createAppRouter({ origin: window.location.origin });
  const { queryClient } = router.options.context;
  // Before the restore: a sign-up queued offline and read back from IndexedDB needs its function.
  registerEventSignUpDefaults(queryClient);

  // Spec §4: a 401 from any call but login ends the session and leads to the login page.
  onSessionExpired(() => {
    queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
    void router.navigate({ to: '/login' });
  });

  reloadOnceOnStaleChunk();
  // The browser's offer to install comes early and once: listen from the start.
  startInstallPrompt();
  keepDataWhenInstalled();

  if (serverRendered) {
    // A first visit: the page is on screen and has its data; what the device keeps (IndexedDB: the store's
    // opening and schema, the restore, the copy of what the page came with), the service worker and the
    // directories' sync wait until it is interactive and the main thread is idle: before, they were on the path
    // from paint to hydrated, and their tasks then delayed the first tap.
    const afterHydration = () => {
      // A moment after hydration, then an idle moment: a visitor's first tap (often right after the page
      // comes alive) does not wait behind the store's opening and writes.
      const device = loadDevice();
      window.setTimeout(() => whenIdle(() => void device.then(startOnDevice)), DEVICE_START_DELAY_MS);
      // The directories are the service worker's work (off this thread): asked for at once.
      void device.then(({ keepDirectoriesFresh }) => keepDirectoriesFresh(queryClient));
    };
    const startOnDevice = ({ startDevice, keepServerRenderedData }: Awaited<ReturnType<typeof loadDevice>>) => {
      keepServerRenderedData(queryClient, startDevice(queryClient, viewerAtStart));
      registerServiceWorkerLater();
    };
    // Once the page's own content is hydrated (html[data-hydrated], set from inside the page: app/router.tsx).
    void pageHydrated?.then(afterHydration);
    // As TanStack's RouterClient, but the Query cache is known to be filled from the page before going on.
    void hydrate(router)
      .finally(() => (window as unknown as { $_TSR?: { h: () => void } }).$_TSR?.h())
      .then(() => {
        // A transition: React hydrates the page in slices of a few ms and yields between them, so a slow phone
        // stays responsive while the page becomes interactive (one synchronous hydration of the whole page
        // was the first visit's longest task). The HTML is already on screen meanwhile.
        startTransition(() => {
          hydrateRoot(
            document,
            <StrictMode>
              <RouterProvider router={router} />
            </StrictMode>,
          );
        });
      })
      .catch((error: unknown) => console.warn('[router] hydration failed', error));
    return;
  }

  // The persistence first: the first route's loaders read their queries' own stored rows through it.
  void loadDevice().then(({ startDevice, keepDirectoriesFresh }) => {
    const persistence = startDevice(queryClient, viewerAtStart);
    registerServiceWorkerLater();
    // The first route is resolved (its loader run, its lazy component loaded) before anything renders, so the
    // router's store does not change under the first render. Its loaders read their queries' own stored rows,
    // not the restored actions: the route loads while IndexedDB restores the queued actions, and the first
    // render waits for both (a queued sign-up shows as waiting from the first frame).
    const firstRoute = router.load().catch((error: unknown) => console.warn('[router] first load failed', error));
    void Promise.all([persistence.restored, firstRoute]).then(() => {
      // In one piece, not in a transition: under the preloader there is nothing to keep responsive, and a
      // transition's render is thrown away and started again by every store update that lands meanwhile (the
      // session, the directories' news, a query answered): on a busy phone it never finished for seconds.
      createRoot(document).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
      keepDirectoriesFresh(queryClient);
    });
  });
}
