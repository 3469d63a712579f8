import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ClubDatabase } from './db';

describe('ClubDatabase (Dexie key-value table)', () => {
  it('opens a version-1 database: the former single cache row is dropped (refetched), other rows are kept', async () => {
    const name = `dexie-${Math.random()}`;
    const legacy = new Dexie(name);
    legacy.version(1).stores({ keyValue: 'key' });
    await legacy.table('keyValue').bulkPut([
      { key: 'club-query-cache', value: '{"stored":"by Dexie"}' },
      { key: 'other', value: 'kept' },
    ]);
    legacy.close();

    const database = new ClubDatabase(name);
    expect(await database.keyValue.get('club-query-cache')).toBeUndefined();
    expect(await database.keyValue.get('other')).toEqual({ key: 'other', value: 'kept' });
    expect(await database.directory.count()).toBe(0);
    await database.delete();
  });

  it('opens a version-2 database: its queued actions and queries kept, an empty outbox (version 3)', async () => {
    const name = `dexie-v2-${Math.random()}`;
    const v2 = new Dexie(name);
    v2.version(2).stores({ keyValue: 'key', queries: 'key', records: '[kind+id], [kind+sortKey], changedAt', syncState: 'kind' });
    await v2.table('keyValue').put({ key: 'club-paused-mutations', value: '{"kept":true}' });
    await v2.table('queries').put({ key: 'q', value: { kept: true } });
    v2.close();

    const database = new ClubDatabase(name);
    expect(await database.keyValue.get('club-paused-mutations')).toEqual({ key: 'club-paused-mutations', value: '{"kept":true}' });
    expect(await database.queries.get('q')).toEqual({ key: 'q', value: { kept: true } });
    expect(await database.outbox.count()).toBe(0);
    await database.delete();
  });

  it('drops the directories kept in the former form, with their cursors (version 4: the next sync downloads them again)', async () => {
    const name = `dexie-v3-${Math.random()}`;
    const v3 = new Dexie(name);
    v3.version(3).stores({
      keyValue: 'key',
      queries: 'key',
      records: '[kind+id], [kind+sortKey], changedAt',
      syncState: 'kind',
      outbox: 'id, state',
    });
    await v3.table('records').put({ kind: 'members', id: 1, changedAt: 1, sortKey: '61', item: { id: 1, name: 'A' } });
    await v3.table('syncState').put({ kind: 'members', cursor: 'c', complete: true, viewer: null, syncedAt: 1 });
    await v3.table('outbox').put({ id: 'o', state: 'waiting' });
    v3.close();

    const database = new ClubDatabase(name);
    expect(await database.directory.count()).toBe(0);
    await database.open();
    expect(database.tables.map((table) => table.name)).not.toContain('records');
    expect(await database.syncState.get('members')).toBeUndefined();
    expect(await database.outbox.get('o')).toEqual({ id: 'o', state: 'waiting' });
    expect(database.verno).toBe(4);
    await database.delete();
  });
});
