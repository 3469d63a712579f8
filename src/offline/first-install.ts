// What the page tells a service worker that is installing for the first time (src/sw/first-install-gate.ts): the
// page has started, so the worker's download of the app's files no longer competes with the page's own code.
export const PAGE_STARTED = 'PAGE_STARTED';
