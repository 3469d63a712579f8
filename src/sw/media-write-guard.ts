/// <reference lib="webworker" />
// The media route's writes follow the session (src/offline/media-writes.ts): an image whose download began for a
// member and ends after that member logged out is not stored, and one stored while the logout lands is removed.
import type { PluginState, WorkboxPlugin } from 'workbox-core/types';
import { mediaViewer, stillViewing } from '@/offline/media-writes';

const STARTED_FOR = 'startedFor';

export function mediaWriteGuard(viewer: () => Promise<string | null> = mediaViewer): WorkboxPlugin {
  // No recorded start (never expected): not stored, rather than stored for no one knows whom.
  const unchanged = async (state?: PluginState) => {
    const startedFor = state?.[STARTED_FOR] as Promise<string | null> | undefined;
    return startedFor !== undefined && stillViewing(await startedFor, viewer);
  };
  return {
    // Read as the request leaves, not awaited: the image is not delayed, and the read is ordered before a purge
    // that follows it.
    requestWillFetch: ({ request, state }) => {
      if (state) state[STARTED_FOR] = viewer();
      return Promise.resolve(request);
    },
    cacheWillUpdate: async ({ response, state }) => ((await unchanged(state)) ? response : null),
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (!(await unchanged(state))) await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
    },
  };
}
