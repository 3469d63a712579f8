// Code the service worker's install leaves out of its precache (docs/decisions/0010-the-service-worker.md): what only
// some devices or screens use, stored when first fetched (through the worker) or when the screen that needs it is made
// ready offline. Every member's first visit downloaded these 230 KB, a sixth of the precache, for little:
// - the door's QR decoder (jsQR): only for an organiser's browser without BarcodeDetector (phones have one); the door
//   stores it when it prepares for offline ('Prêt hors ligne ✓' waits for it);
// - the tag picker (react-select): a profile's tags are read only until it loads, and saving needs the network;
// - the home page's carousels (swiper, its script and stylesheet): until it loads they show their first slides in
//   place (components/ui/Carousel.tsx), offline too.
import { askWorker } from './ask-worker';
import onDemandChunks from './on-demand-chunks.json';

/** The cache the worker answers these chunks from, first fetched or stored on request. */
export const ON_DEMAND_CODE_CACHE = 'on-demand-code';

/**
 * The chunks, by the name the bundler gives them ('/assets/jsQR-DM7x1_It.js'), and the screen that stores them, if any
 * (JSON: the bench reads it too, to weigh the precache; tests/unit/chunk-manifest.test.ts checks the names).
 */
const ON_DEMAND_CHUNKS = onDemandChunks as Record<string, OnDemandScreen | null>;

export type OnDemandScreen = 'door';

/** A chunk's path (its script or stylesheet) → its name: '/assets/jsQR-DM7x1_It.js' → 'jsQR'. */
const CHUNK = /^\/assets\/([A-Za-z]+)-[\w-]+\.(js|css)$/;

/** The on-demand chunk a path of the build is, if it is one: its screen (null when none stores it). */
function onDemandEntry(pathname: string): { screen: OnDemandScreen | null } | undefined {
  const name = CHUNK.exec(pathname)?.[1];
  return name !== undefined && Object.hasOwn(ON_DEMAND_CHUNKS, name) ? { screen: ON_DEMAND_CHUNKS[name] } : undefined;
}

/** Whether a path of the build is one of these chunks (then not precached). */
export const isOnDemandChunk = (pathname: string): boolean => onDemandEntry(pathname) !== undefined;

/** Whether the screen stores this chunk when it prepares for offline. */
export const isStoredBy = (screen: OnDemandScreen, pathname: string): boolean => onDemandEntry(pathname)?.screen === screen;

/** The page's request to the worker: store what this screen needs offline; the answer (true when stored) comes on the port. */
export const STORE_ON_DEMAND = 'STORE_ON_DEMAND';
export interface StoreOnDemandRequest {
  type: typeof STORE_ON_DEMAND;
  screen: OnDemandScreen;
}

/** An answer never given (a worker of a version without this message): not stored, said after this long. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Asks the worker that controls the page to store the screen's code. True when stored, or when no worker controls
 * the page (nothing can answer offline then, and the browser's HTTP cache is all there is).
 */
export function storeOnDemandCode(screen: OnDemandScreen): Promise<boolean> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(true);
  return askWorker(worker, { type: STORE_ON_DEMAND, screen } satisfies StoreOnDemandRequest, ANSWER_TIMEOUT_MS, false).then(
    (stored) => stored === true,
  );
}
