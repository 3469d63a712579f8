import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClubDatabase } from './db';
import { provideClubDb } from './club-db';
import { writeSessionMirror } from './session-mirror';
import { MEDIA_CACHE } from './media-cache';
import { purgeMediaCache } from './media-purge';
import { storeImages } from './offline-download';

// The logout's purge of the media cache and a download running across it: the session mirror is the real one (on
// fake IndexedDB); Cache Storage is an in-memory stand-in that behaves like the browser's (a deleted cache's object
// still accepts writes, which no one can read any more; open() after a delete makes a new, empty cache).
type FakeCache = Map<string, Response>;
let named: Map<string, FakeCache>;

const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
const cacheApi = (store: FakeCache) => ({
  match: async (request: RequestInfo) => store.get(urlOf(request)),
  put: async (request: RequestInfo, response: Response) => void store.set(urlOf(request), response),
  delete: async (request: RequestInfo) => store.delete(urlOf(request)),
});
const storedUrls = () => [...(named.get(MEDIA_CACHE)?.keys() ?? [])];

const member = { token: 'jwt', viewer: '7:12', memberId: 12 };
const hiddenPhoto = `${window.location.origin}/uploads/hidden_abc.png`;

beforeEach(async () => {
  const database = new ClubDatabase(`media-${Math.random()}`);
  provideClubDb(() => Promise.resolve(database));
  named = new Map();
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      if (!named.has(name)) named.set(name, new Map());
      return cacheApi(named.get(name)!);
    },
    delete: async (name: string) => named.delete(name),
  });
  await writeSessionMirror(member);
});

/** A fetch that answers when told: the logout lands while the image is on its way. */
function pendingFetch() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answered.then(() => new Response('image', { status: 200 }))),
  );
  return answer;
}

/** What the app does at logout (app/viewer.ts): the new viewer is mirrored, then the media cache goes. */
async function logout() {
  await writeSessionMirror(null);
  await purgeMediaCache();
}

describe('the media cache at logout', () => {
  it('goes whole, with what the member’s session stored', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('image', { status: 200 })),
    );
    await storeImages([hiddenPhoto], () => {});
    expect(storedUrls()).toEqual([hiddenPhoto]);
    await logout();
    expect(storedUrls()).toEqual([]);
  });

  it('a download under way when the member logs out writes nothing afterwards', async () => {
    const answer = pendingFetch();
    const download = storeImages([hiddenPhoto, `${window.location.origin}/uploads/other.png`], () => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await logout();
    answer();
    await download;
    // Read as a page would after the logout: the cache by its name.
    await caches.open(MEDIA_CACHE);
    expect(storedUrls()).toEqual([]);
  });

  it('a download whose list was made for the member and which opens the cache after the logout stores nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('image', { status: 200 })),
    );
    // 'Disponible hors ligne' reads the viewer, then syncs the directories: the logout lands meanwhile.
    const madeFor = Promise.resolve(member.viewer);
    await logout();
    await storeImages([hiddenPhoto], () => {}, undefined, madeFor);
    expect(storedUrls()).toEqual([]);
  });

  it('a download for the anonymous visitor goes on after a logout', async () => {
    await logout();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('image', { status: 200 })),
    );
    const publicPhoto = `${window.location.origin}/uploads/public.png`;
    const progress = await storeImages([publicPhoto], () => {});
    expect(progress.failed).toBe(0);
    expect(storedUrls()).toEqual([publicPhoto]);
  });
});
