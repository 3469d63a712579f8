import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { clearSession, saveSession, type SessionUser } from '@/session/session';
import { pausedActions } from '@/offline/queued-actions';
import { onViewerChange, watchViewer } from './viewer';

const alice: SessionUser = { id: 1, username: 'alice-1a2b3c4d', name: 'Alice', email: 'a@x.be', memberId: 10 };
const bob: SessionUser = { id: 2, username: 'bob-5e6f7a8b', name: 'Bob', email: 'b@x.be', memberId: 20 };

function clientWithDirectories() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['members', 'list'], [{ id: 10, phone: '0470' }]);
  client.setQueryData(['members', 'detail', 10], { id: 10, phone: '0470' });
  client.setQueryData(['companies', 'list'], []);
  client.setQueryData(['events', 'list'], []);
  client.setQueryData(['taxonomies', 'sectors'], []);
  return client;
}

/** A sign-up queued offline by `memberId` (paused, as after a restore). */
async function queue(client: QueryClient, memberId: number) {
  client.setMutationDefaults(['events', 'sign-up'], { mutationFn: async () => 'registered', networkMode: 'online' });
  const mutation = client.getMutationCache().build(client, { mutationKey: ['events', 'sign-up'] });
  void mutation.execute({ eventId: 1, eventName: 'Lunch', memberId, label: 'Inscription : Lunch' }).catch(() => {});
  await Promise.resolve();
}

describe('when the viewer changes', () => {
  beforeEach(() => onlineManager.setOnline(false)); // no refetch goes out from the tests
  afterEach(() => onlineManager.setOnline(true));

  it('logout: what the member could see leaves the cache (public lists it did not change stay)', () => {
    const client = clientWithDirectories();
    onViewerChange(client, alice, null);
    expect(client.getQueryData(['members', 'list'])).toBeUndefined();
    expect(client.getQueryData(['members', 'detail', 10])).toBeUndefined();
    expect(client.getQueryData(['companies', 'list'])).toBeUndefined();
    expect(client.getQueryData(['events', 'list'])).toBeUndefined();
    expect(client.getQueryData(['taxonomies', 'sectors'])).toEqual([]);
  });

  it('logout: the media cache goes once the new viewer is mirrored for the service worker, not before', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) });
    let mirrored!: () => void;
    onViewerChange(clientWithDirectories(), alice, null, undefined, new Promise<void>((resolve) => (mirrored = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deleted).toEqual([]);
    mirrored();
    await vi.waitFor(() => expect(deleted).toEqual(['club-media']));
    vi.unstubAllGlobals();
  });

  it('login: nothing leaves the media cache (what an anonymous visitor stored is public)', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) });
    onViewerChange(clientWithDirectories(), null, alice);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(deleted).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('login: the directories are kept but marked for refetch (the member may see more)', () => {
    const client = clientWithDirectories();
    onViewerChange(client, null, alice);
    expect(client.getQueryData(['members', 'list'])).toHaveLength(1);
    expect(client.getQueryState(['members', 'list'])?.isInvalidated).toBe(true);
  });

  it('drops the waiting actions of another account, keeps the new viewer’s own', async () => {
    const client = clientWithDirectories();
    await queue(client, 10);
    await queue(client, 20);
    expect(pausedActions(client)).toHaveLength(2);
    onViewerChange(client, alice, bob);
    expect(pausedActions(client).map((m) => m.state.variables?.memberId)).toEqual([20]);
    onViewerChange(client, bob, null);
    expect(pausedActions(client)).toHaveLength(0);
  });

  it('a logout before the watch began (a first visit’s device side starts after hydration) is followed when it begins', () => {
    saveSession(alice, 'jeton');
    const viewerAtStart = alice;
    clearSession();
    const client = clientWithDirectories();
    const forgetStored = vi.fn(() => Promise.resolve());
    const stop = watchViewer(client, forgetStored, viewerAtStart);
    expect(client.getQueryData(['members', 'detail', 10])).toBeUndefined();
    expect(forgetStored).toHaveBeenCalledWith(['members']);
    stop();
  });

  it('no change of session since the page opened: nothing is forgotten', () => {
    saveSession(alice, 'jeton');
    const client = clientWithDirectories();
    const forgetStored = vi.fn(() => Promise.resolve());
    const stop = watchViewer(client, forgetStored, alice);
    expect(client.getQueryData(['members', 'detail', 10])).toEqual({ id: 10, phone: '0470' });
    expect(forgetStored).not.toHaveBeenCalled();
    stop();
    clearSession();
  });
});
