import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { ClubDatabase } from './db';
import { PERSIST_KEY, PERSIST_MAX_AGE, cacheBuster, createPersister } from './persister';

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
  it('drops the stored copy when the app version (buster) changes', async () => {
    freshDatabase();
    const client = new QueryClient();
    client.setQueryData(['members', 'list'], [{ id: 1 }]);
    await save(client, cacheBuster('1.0.0'));
    expect((await restore(cacheBuster('1.0.0'))).getQueryData(['members', 'list'])).toEqual([{ id: 1 }]);
    const restored = await restore(cacheBuster('1.0.1'));
    expect(restored.getQueryData(['members', 'list'])).toBeUndefined();
  });

  it('starts empty, without throwing, from a corrupt row', async () => {
    freshDatabase();
    await database.keyValue.put({ key: PERSIST_KEY, value: '{not json' });
    const restored = await restore('b');
    expect(restored.getQueryCache().getAll()).toHaveLength(0);
  });
});
