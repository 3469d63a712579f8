import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { ClubDatabase } from './db';
import { PERSIST_KEY, PERSIST_MAX_AGE, cacheBuster, createPersister } from './persister';
import { shouldPersistQuery } from './private-queries';

let database: ClubDatabase;
const freshDatabase = () => (database = new ClubDatabase(`test-${Math.random()}`));

afterEach(async () => {
  await database?.delete();
});

async function save(client: QueryClient, buster: string) {
  await persistQueryClientSave({
    queryClient: client,
    persister: createPersister(database),
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
  // The async persister throttles writes (1 s): wait for the row to land.
  for (let i = 0; i < 40 && !(await database.keyValue.get(PERSIST_KEY)); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function restore(buster: string) {
  const client = new QueryClient();
  await persistQueryClientRestore({ queryClient: client, persister: createPersister(database), buster, maxAge: PERSIST_MAX_AGE });
  return client;
}

describe('the Query cache persisted in IndexedDB', () => {
  it('round-trips public data', async () => {
    freshDatabase();
    const client = new QueryClient();
    client.setQueryData(['members', 'list'], [{ id: 1, name: 'Amélie' }]);
    await save(client, cacheBuster('1.0.0'));
    const restored = await restore(cacheBuster('1.0.0'));
    expect(restored.getQueryData(['members', 'list'])).toEqual([{ id: 1, name: 'Amélie' }]);
  });

  it('drops the stored copy when the app version (buster) changes', async () => {
    freshDatabase();
    const client = new QueryClient();
    client.setQueryData(['members', 'list'], [{ id: 1 }]);
    await save(client, cacheBuster('1.0.0'));
    const restored = await restore(cacheBuster('1.0.1'));
    expect(restored.getQueryData(['members', 'list'])).toBeUndefined();
  });

  it('never writes the private queries of the signed-in user', async () => {
    freshDatabase();
    const client = new QueryClient();
    client.setQueryData(['members', 'list'], [{ id: 1 }]);
    client.setQueryData(['me', 'profile'], { email: 'secret@example.be' });
    await save(client, 'b');
    const row = await database.keyValue.get(PERSIST_KEY);
    expect(row?.value).toContain('"members"');
    expect(row?.value).not.toContain('secret@example.be');
  });

  it('starts empty, without throwing, from a corrupt row', async () => {
    freshDatabase();
    await database.keyValue.put({ key: PERSIST_KEY, value: '{not json' });
    const restored = await restore('b');
    expect(restored.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('shouldPersistQuery (the dehydrate rule)', () => {
  const query = (queryKey: unknown[], state: Record<string, unknown>) => ({ queryKey, state }) as never;

  it('keeps a query with data even when its last refetch failed (offline)', () => {
    expect(shouldPersistQuery(query(['members', 'list'], { data: [1], status: 'error', error: new Error('offline') }))).toBe(true);
  });
  it('skips queries without data', () => {
    expect(shouldPersistQuery(query(['members', 'list'], { data: undefined, status: 'pending' }))).toBe(false);
  });
  it('skips private queries', () => {
    expect(shouldPersistQuery(query(['me', 'profile'], { data: { id: 1 }, status: 'success' }))).toBe(false);
  });
});
