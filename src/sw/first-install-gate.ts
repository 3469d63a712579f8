/// <reference lib="webworker" />
import { PAGE_STARTED } from '../offline/first-install';

declare const self: ServiceWorkerGlobalScope;

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
 * When a first install may download the app's files. The worker is registered as soon as a first visit's page is
 * drawn (server/early-worker.ts), but on a phone link its precache would take the bandwidth the page's own code
 * still needs; so it waits until the page says it has started, or until no page of the app is open (the visitor
 * left after a few seconds: the worker has the link to itself and goes on without a tab), or
 * FIRST_INSTALL_WAIT_MS at most. An update (a worker is already active) does not wait: the page runs already.
 */
export function firstInstallGate(): Promise<void> {
  if (self.registration.active || pageStarted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      onPageStarted = () => {};
      resolve();
    };
    onPageStarted = done;
    const check = () => {
      if (pageStarted || Date.now() - started >= FIRST_INSTALL_WAIT_MS) return done();
      void noPageOpen()
        .catch(() => false)
        .then((none) => (none ? done() : (timer = setTimeout(check, CLIENTS_POLL_MS))));
    };
    check();
  });
}
