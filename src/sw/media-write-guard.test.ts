import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PluginState, WorkboxPlugin } from 'workbox-core/types';
import { mediaWriteGuard } from './media-write-guard';

// The media route's guard around a logout: the session mirror and Cache Storage are faked, the guard's rules are
// the real ones. Each test plays a request the way Workbox calls the plugin (one state object per request).
const viewer: { current: string | null } = { current: null };
const deleted: string[] = [];
const event = {} as ExtendableEvent;

beforeEach(() => {
  deleted.length = 0;
  vi.stubGlobal('caches', {
    open: async () => ({
      delete: async (request: Request) => {
        deleted.push(request.url);
        return true;
      },
    }),
  });
});

async function download(guard: WorkboxPlugin, whileFetching?: () => void) {
  const state: PluginState = {};
  const request = new Request('https://club.test/uploads/photo_abc.png');
  await guard.requestWillFetch!({ request, event, state });
  whileFetching?.();
  const response = new Response('image');
  const kept = await guard.cacheWillUpdate!({ request, response, event, state });
  return { request, state, kept };
}

describe('media write guard', () => {
  it('stores an image whose viewer is still signed in', async () => {
    viewer.current = '7:12';
    const guard = mediaWriteGuard(async () => viewer.current);
    const { kept } = await download(guard);
    expect(kept).toBeInstanceOf(Response);
  });

  it('does not store an image whose download began before a logout', async () => {
    viewer.current = '7:12';
    const guard = mediaWriteGuard(async () => viewer.current);
    const { kept } = await download(guard, () => (viewer.current = null));
    expect(kept).toBeNull();
  });

  it('takes back an image written while the logout landed', async () => {
    viewer.current = '7:12';
    const guard = mediaWriteGuard(async () => viewer.current);
    const { request, state, kept } = await download(guard);
    expect(kept).toBeInstanceOf(Response);
    viewer.current = null; // the logout, between the check and the write
    await guard.cacheDidUpdate!({ cacheName: 'club-media', request, newResponse: kept as Response, event, state });
    expect(deleted).toEqual([request.url]);
  });

  it('keeps an image written for the same viewer', async () => {
    viewer.current = null;
    const guard = mediaWriteGuard(async () => viewer.current);
    const { request, state, kept } = await download(guard);
    await guard.cacheDidUpdate!({ cacheName: 'club-media', request, newResponse: kept as Response, event, state });
    expect(deleted).toEqual([]);
  });

  it('stores nothing it cannot tie to a viewer', async () => {
    const guard = mediaWriteGuard(async () => null);
    const request = new Request('https://club.test/uploads/photo_abc.png');
    expect(await guard.cacheWillUpdate!({ request, response: new Response('image'), event, state: {} })).toBeNull();
  });
});
