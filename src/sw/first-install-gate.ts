/// <reference lib="webworker" />
import { PAGE_STARTED } from '../offline/first-install';

declare const self: ServiceWorkerGlobalScope;

/**
 * Why an install may go on: an update (a worker is active already), the page said it has started, no page of the
 * app is open any more, or the longest wait is over.
 */
export type InstallMoment = 'update' | 'page-started' | 'page-closed' | 'waited';

/** The longest a first install waits for the page that registered it. */
export const FIRST_INSTALL_WAIT_MS = 15_000;
const CLIENTS_POLL_MS = 250;

let pageStarted = false;
let onPageStarted = () => {};
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== PAGE_STARTED) return;
  pageStarted = true;
  onPageStarted();
});

async function noPageOpen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.length === 0;
}

/**
 * When a first install may download the app's files. The worker is registered as soon as a first visit's page
 * starts to arrive (server/early-worker.ts), but on a phone link its precache would take the bandwidth the page's
 * own code still needs; so it waits until the page says it has started, or until no page of the app is open (the
 * visitor left after a few seconds: the worker has the link to itself and goes on without a tab), or
 * FIRST_INSTALL_WAIT_MS at most. An update (a worker is already active) does not wait: the page runs already.
 */
export function firstInstallGate(): Promise<InstallMoment> {
  if (self.registration.active) return Promise.resolve('update');
  if (pageStarted) return Promise.resolve('page-started');
  return new Promise<InstallMoment>((resolve) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (moment: InstallMoment) => {
      clearTimeout(timer);
      onPageStarted = () => {};
      resolve(moment);
    };
    onPageStarted = () => done('page-started');
    const check = () => {
      if (pageStarted) return done('page-started');
      if (Date.now() - started >= FIRST_INSTALL_WAIT_MS) return done('waited');
      void noPageOpen()
        .catch(() => false)
        .then((none) => (none ? done('page-closed') : (timer = setTimeout(check, CLIENTS_POLL_MS))));
    };
    check();
  });
}
